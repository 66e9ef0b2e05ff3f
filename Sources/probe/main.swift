import SpendAnalytics
import Foundation
let path = CommandLine.arguments[1]
let start = Date()
var n = 0
var total: Int64 = 0
let s = try TransactionReader(source: .file(path), options: ReaderOptions(timeZone: TimeZone(identifier: "UTC")!)).read { r in n += 1; total &+= r.amount.minorUnits }
print(n, total, s.stats.rows, Date().timeIntervalSince(start))
