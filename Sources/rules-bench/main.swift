// rules-bench: categorizer throughput with 10, 100 and 1,000 keyword rules (`make bench-rules`).
//
// Generates narration-shaped descriptions and `contains` rules deterministically, then times
// Categorizer.categorize over 200,000 of them (best of 5 runs), beside a naive search that tries
// every keyword of every rule in turn (20,000 rows, best of 3). Build in release mode; the
// numbers vary with the machine.
import Foundation
import SpendAnalytics

extension SplitMix64 {
    /// `length` random lowercase ASCII letters.
    mutating func word(_ length: Int) -> String {
        String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(97 + below(26)))) })
    }
}

let rowCount = 200_000
let categories = BuiltinTaxonomy.spent.map(\.name).filter { $0 != "Others" }
var random = SplitMix64(state: 2026)
let merchants = (0..<2_000).map { _ in random.word(5 + random.below(6)) }
let rows: [TransactionRecord] = (0..<rowCount).map { index in
    var record = TransactionRecord()
    let merchant = merchants[random.below(merchants.count)].uppercased()
    let reference = (0..<12).map { _ in String(random.below(10)) }.joined()
    record.description = Array("UPI-\(merchant)-\(merchant.lowercased())@ybl-YBL\(reference)-Payment for order".utf8)
    record.direction = index % 10 == 0 ? .received : .spent
    record.amount = Money(minorUnits: Int64(100 + random.below(500_000)))
    return record
}

/// The keyword of user rule `index`: a merchant that occurs in the rows.
func keyword(_ index: Int) -> String { merchants[(index * 7) % merchants.count] }

/// `count` rules, one keyword each, on merchants that occur in the rows (so about count/2000 of rows hit).
func rulesYAML(_ count: Int) -> String {
    "rules:\n"
        + (0..<count).map { index in
            "  - { category: \"\(categories[index % categories.count])\", contains: [\"\(keyword(index))\"] }\n"
        }.joined()
}

func bestRate(rows: Int, runs: Int = 5, _ body: () -> Int) -> (rate: Double, checksum: Int) {
    var best = Duration.seconds(1_000)
    var checksum = 0
    for _ in 0..<runs {
        let elapsed = ContinuousClock().measure { checksum = body() }
        best = min(best, elapsed)
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    return (Double(rows) / seconds, checksum)
}

/// Every keyword of every rule tried in turn with a plain substring search (on the first rows only).
let naiveRowCount = 20_000
func naive(_ keywords: [[UInt8]]) -> Int {
    var hits = 0
    var folded: [UInt8] = []
    for row in rows.prefix(naiveRowCount) {
        folded.removeAll(keepingCapacity: true)
        for byte in row.description { folded.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
        search: for keyword in keywords where keyword.count <= folded.count {
            for start in 0...(folded.count - keyword.count) {
                var offset = 0
                while offset < keyword.count && folded[start + offset] == keyword[offset] { offset += 1 }
                if offset == keyword.count {
                    hits += 1
                    break search
                }
            }
        }
    }
    return hits
}

func format(_ rate: Double) -> String {
    let value = Int(rate.rounded())
    var digits = String(value)
    var groups: [String] = []
    while digits.count > 3 {
        groups.insert(String(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    groups.insert(digits, at: 0)
    return groups.joined(separator: ",")
}

// `rules-bench --once N`: one pass of the categorizer over the first 100,000 rows with N user rules
// and nothing else timed, for instruction counts under `valgrind --tool=callgrind` (the rows are
// generated the same way; the count covers generating them, so compare two builds, not absolutes).
let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--once", let count = Int(arguments[2]) {
    guard let rules = try? CategoryRules.parse(yaml: rulesYAML(count), file: "bench.yaml") else {
        fatalError("bad rules")
    }
    var categorizer = Categorizer(rules: rules)
    var sum = 0
    for row in rows.prefix(100_000) { sum &+= categorizer.categorize(row) }
    print("checksum \(sum)")
    exit(0)
}

print("rows per second, \(format(Double(rowCount))) generated narrations, best of 5 (built-in rules always on)")
print("user rules   categorizer    naive keyword loop")
for count in [0, 10, 100, 1_000] {
    let rules: CategoryRules
    do {
        rules = try CategoryRules.parse(yaml: rulesYAML(count), file: "bench.yaml")
    } catch {
        fatalError("\(error)")
    }
    let fast = bestRate(rows: rowCount) {
        var categorizer = Categorizer(rules: rules)
        var sum = 0
        for row in rows { sum &+= categorizer.categorize(row) }
        return sum
    }
    let keywords = (0..<count).map { Array(keyword($0).utf8) }
    let slow = count == 0 ? nil : bestRate(rows: naiveRowCount, runs: 3) { naive(keywords) }
    let column = String(count).padding(toLength: 13, withPad: " ", startingAt: 0)
    let fastText = format(fast.rate).padding(toLength: 15, withPad: " ", startingAt: 0)
    print(column + fastText + (slow.map { format($0.rate) } ?? "-"))
}
