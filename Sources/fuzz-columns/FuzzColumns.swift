// fuzz-columns: libFuzzer over reading columns from the data (`scripts/fuzz.sh`, docs/FUZZING.md).
//
// The input bytes do not make the file: they drive a generator of bank tables the header words do
// not name (no header, or names in no language the reader knows): a date column, the amounts as
// one signed column, a withdrawal and deposit pair or unsigned amounts with a D/C column, with or
// without a running balance (oldest or newest first), text columns, in any column order, with
// either decimal mark and delimiter; now and then one cell is replaced by bytes of the input. The
// file is read as `ReportPipeline` reads `spendreport report FILE`.
//
// A refusal is an answer. A crash, a trap, an ASan report or a hang is a finding, and so is a
// read of an undamaged table that uses every row but whose spent or received total is not the
// generator's: money read the wrong way round with no flag.
import Foundation
import FuzzDriver
import SpendAnalytics

/// The input's bytes, handed out one at a time (zeros once they run out).
struct ByteSource {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[next() % choices.count] }
}

/// One generated table, its bytes and the totals a right reading finds.
struct GeneratedTable {
    var bytes: [UInt8] = []
    var spent: Int64 = 0
    var received: Int64 = 0
    var rows = 0
    var damaged = false

    enum Amounts { case signed, pair, marked }

    init(_ source: inout ByteSource) {
        rows = 2 + source.next() % 30
        let amounts = source.pick([Amounts.signed, .pair, .marked])
        let balance = source.next() % 3 // 0 none, 1 oldest first, 2 newest first
        let comma = source.next() % 2 == 1
        let delimiter = comma ? ";" : source.pick([",", "\t", "|"])
        let dayFirst = source.next() % 2 == 1
        let words = ["KAUPPA", "Miete", "posto", "café", "ТАКСИ", "給与", "Lønn", "transfer", "kiosk", "pharmacy"]

        // The columns' kinds, then an order for them.
        var kinds = ["date", "text", "ref"]
        switch amounts {
        case .signed: kinds.append("amount")
        case .pair: kinds += ["out", "in"]
        case .marked: kinds += ["value", "mark"]
        }
        if balance > 0 { kinds.append("balance") }
        var order = kinds.indices.map { $0 }
        for index in order.indices.reversed() where index > 0 {
            order.swapAt(index, source.next() % (index + 1))
        }
        let columns = order.map { kinds[$0] }

        func money(_ minor: Int64) -> String {
            let whole = String(minor.magnitude / 100)
            let cents = String(minor.magnitude % 100)
            return (minor < 0 ? "-" : "") + whole + (comma ? "," : ".") + (cents.count == 1 ? "0" : "") + cents
        }
        var running: Int64 = Int64(source.next()) * 1000 + 50_000
        var lines: [[String]] = []
        var day = 1
        for row in 0..<rows {
            day = min(28, day + source.next() % 3)
            var minor = Int64(1 + source.next() * 97 + source.next() % 100)
            // Received now and then, and at least once, and spent at least once: both sides run.
            let received = row == 0 || (row > 1 && source.next() % 4 == 0)
            if !received { minor = -minor }
            running += minor
            if received { self.received += minor } else { spent -= minor }
            let date = dayFirst ? String(format: "%02d.10.2026", day) : String(format: "2026-10-%02d", day)
            var cells: [String] = []
            for kind in columns {
                switch kind {
                case "date": cells.append(date)
                case "text": cells.append("\(source.pick(words)) \(row)")
                case "ref": cells.append("R\(1000 + row)")
                case "amount": cells.append(money(minor))
                case "out": cells.append(minor < 0 ? money(-minor) : "")
                case "in": cells.append(minor > 0 ? money(minor) : "")
                case "value": cells.append(money(Int64(minor.magnitude)))
                case "mark": cells.append(minor < 0 ? "D" : "C")
                default: cells.append(money(running))
                }
            }
            lines.append(cells)
        }
        if balance == 2 { lines.reverse() }
        var text: [String] = []
        switch source.next() % 3 {
        case 0: break
        case 1: text.append(columns.indices.map { "kolumno\($0 + 1)" }.joined(separator: delimiter))
        default:
            text.append(
                columns.indices.map { _ in String(repeating: "x", count: 1 + source.next() % 5) }.joined(
                    separator: delimiter))
        }
        if source.next() % 8 == 0 {
            // One cell replaced by the input's own bytes.
            damaged = true
            let row = source.next() % lines.count
            let column = source.next() % columns.count
            lines[row][column] = String(
                decoding: (0..<(source.next() % 12)).map { _ in UInt8(source.next()) }, as: UTF8.self)
        }
        text += lines.map { $0.joined(separator: delimiter) }
        bytes = Array((text.joined(separator: "\n") + "\n").utf8)
    }
}

/// libFuzzer's entry: bytes that drive the table generator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColumns(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    var source = ByteSource(bytes: UnsafeBufferPointer(start: data, count: size))
    let table = GeneratedTable(&source)
    let reader = ReaderOptions(timeZone: FuzzDriver.zone)
    let options = ReportPipeline.Options(
        reader: reader, report: ReportOptions(timeZone: FuzzDriver.zone, now: FuzzDriver.now),
        allowEmpty: true)
    guard let output = try? ReportPipeline(source: .bytes(table.bytes, name: "fuzz.csv"), options: options).run(),
        let entry = output.model.entries.first
    else { return 0 }
    let stats = output.model.stats
    if !table.damaged && stats.used == table.rows
        && (entry.spent.total != table.spent || entry.received.total != table.received)
    {
        fatalError(
            "read with no flag to spent \(entry.spent.total), received \(entry.received.total); "
                + "the table's are \(table.spent) and \(table.received):\n"
                + String(decoding: table.bytes, as: UTF8.self))
    }
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzColumnsMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-columns", fuzzColumns)
    }
}
