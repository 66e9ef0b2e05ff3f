import Foundation
import Testing

@testable import SpendAnalytics

/// ``RowPipeline`` runs the tokenizer on a second thread: what the caller sees must be exactly a
/// plain ``CSVTokenizer`` pass (same rows, lines, errors, order), and when the caller stops the
/// tokenizer thread must be stopped and gone before the call returns.
@Suite("RowPipeline: the tokenizer on a second thread")
struct RowPipelineTests {
    /// What a pass handed to the caller, in order.
    enum Event: Equatable, CustomStringConvertible {
        case row(line: Int, fields: [String])
        case malformed(InputError)

        var description: String {
            switch self {
            case .row(let line, let fields): return "row \(line) \(fields)"
            case .malformed(let error): return "malformed \(error)"
            }
        }
    }

    /// A failure thrown from a callback to stop the pass.
    struct Stop: Error, Equatable {}

    /// More rows than the handoff holds at once.
    static let manyRows = RowPipeline.batchesInFlight * RowPipeline.batchRows * 3 + 17

    /// `count` data rows of varied length: some with a quoted field spanning two lines, some
    /// ending in CRLF, some long enough that batches also end on ``RowPipeline/batchBytes``.
    static func rows(_ count: Int, from first: Int = 0) -> String {
        var text = ""
        for index in first..<(first + count) {
            let day = index % 28 + 1
            let date = "2026-11-" + (day < 10 ? "0" : "") + String(day)
            let description: String
            switch index % 7 {
            case 0: description = "\"NOTE \(index)\nsecond line\""
            case 3: description = String(repeating: "x", count: 200 + index % 300)
            default: description = "SHOP \(index)"
            }
            text += "\(date),\(description),-\(index % 5000).\(index % 10)5" + (index % 5 == 0 ? "\r\n" : "\n")
        }
        return text
    }

    /// A source over consecutive blocks that records, under a lock, how far it was read and
    /// whether its reader is still inside ``forEachBlock(_:)``.
    final class RecordingBlocks: ByteBlocks {
        let blocks: [[UInt8]]
        let displayName = "t.csv"
        var blockSizeHint: Int { blocks.map(\.count).max() ?? 0 }
        private let lock = NSLock()
        private var handedOut = 0
        private var reading = false

        /// `text` cut into blocks of `blockSize` bytes.
        init(_ text: String, blockSize: Int) {
            let bytes = Array(text.utf8)
            blocks = stride(from: 0, to: bytes.count, by: blockSize).map {
                Array(bytes[$0..<min($0 + blockSize, bytes.count)])
            }
        }

        /// Blocks handed to the reader so far, and whether it is still reading.
        var progress: (blocks: Int, reading: Bool) {
            lock.lock()
            defer { lock.unlock() }
            return (handedOut, reading)
        }

        func forEachBlock(_ body: (UnsafeRawBufferPointer, _ isLast: Bool) throws -> Bool) throws {
            lock.withLock { reading = true }
            defer { lock.withLock { reading = false } }
            for (index, block) in blocks.enumerated() {
                lock.withLock { handedOut += 1 }
                if try !block.withUnsafeBytes({ try body($0, index == blocks.count - 1) }) { return }
            }
        }
    }

    /// Expects `events` to be `expected`, event for event, naming the first that differs.
    static func expectSame(
        _ events: [Event], _ expected: [Event], _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(events.count == expected.count, "event count \(comment)", sourceLocation: sourceLocation)
        if let index = events.indices.first(where: { $0 < expected.count && events[$0] != expected[$0] }) {
            Issue.record(
                "event \(index) is \(events[index]), expected \(expected[index]) \(comment)",
                sourceLocation: sourceLocation)
        }
    }

    /// Every event of a plain tokenizer pass, and the error it ended with.
    static func plainPass(_ text: String, stepOverMalformed: Bool = false) -> (events: [Event], error: Error?) {
        var events: [Event] = []
        do {
            try CSVTokenizer().tokenize(
                blocks: MemoryBlocks(bytes: Array(text.utf8)[...], displayName: "t.csv"),
                stepOverMalformed: stepOverMalformed,
                onMalformed: { events.append(.malformed($0)) }
            ) { (row: CSVRow) in
                events.append(.row(line: row.line, fields: row.strings))
                return .proceed
            }
        } catch {
            return (events, error)
        }
        return (events, nil)
    }

    /// Every event of a pipeline pass over `source`, and the error it ended with.
    static func pipelinePass(
        _ source: RecordingBlocks, stepOverMalformed: Bool = false,
        readAhead: CellReadAhead = CellReadAhead(),
        onRow: (CSVRow) throws -> Void = { _ in }
    ) -> (events: [Event], error: Error?) {
        var events: [Event] = []
        do {
            _ = try RowPipeline(tokenizer: CSVTokenizer(), readAhead: readAhead)
                .tokenize(
                    blocks: source, stepOverMalformed: stepOverMalformed,
                    onMalformed: { events.append(.malformed($0)) }
                ) { row in
                    events.append(.row(line: row.line, fields: row.strings))
                    try onRow(row)
                }
        } catch {
            return (events, error)
        }
        return (events, nil)
    }

    @Test func manyBatchesArriveInOrderAsAPlainPassReadsThem() throws {
        let text = "date,description,amount\n" + RowPipelineTests.rows(RowPipelineTests.manyRows)
        let plain = RowPipelineTests.plainPass(text)
        #expect(plain.error == nil)
        #expect(plain.events.count == RowPipelineTests.manyRows + 1)
        for blockSize in [1 << 16, 4093] {
            let source = RecordingBlocks(text, blockSize: blockSize)
            // Each row carries the cells read ahead from its own record, not a neighbour's.
            var readAheadMatches = 0
            var readAheadAmounts = 0
            let piped = RowPipelineTests.pipelinePass(source, readAhead: CellReadAhead(dateColumn: 0, amountColumn: 2))
            { row in
                let date = DateParser.isoDate(ByteText.trimmed(row[0]))
                let amount = (try? AmountParser.parse(ByteText.trimmed(row[2]), mark: .point))?.minorUnits
                if row.readAhead.date == date && row.readAhead.amount == amount { readAheadMatches += 1 }
                if row.readAhead.amount != nil { readAheadAmounts += 1 }
            }
            #expect(piped.error == nil)
            RowPipelineTests.expectSame(piped.events, plain.events, "blocks of \(blockSize) bytes")
            #expect(readAheadMatches == plain.events.count)
            #expect(readAheadAmounts == RowPipelineTests.manyRows)
            #expect(source.progress == (source.blocks.count, false))
        }
    }

    /// Read batches go back to the tokenizer thread to be filled again: a row the caller keeps
    /// (a copy of the window onto its batch) must still hold its own fields after its batch has
    /// been refilled many times over.
    @Test func rowsKeptByTheCallerOutliveTheirBatchBeingRefilled() throws {
        let text = "date,description,amount\n" + RowPipelineTests.rows(RowPipelineTests.manyRows)
        let plain = RowPipelineTests.plainPass(text)
        var kept: [CSVRow] = []
        let piped = RowPipelineTests.pipelinePass(RecordingBlocks(text, blockSize: 1 << 16)) { row in
            if row.line % 97 == 1 { kept.append(row) }
        }
        #expect(piped.error == nil)
        RowPipelineTests.expectSame(piped.events, plain.events)
        let expected = plain.events.filter {
            if case .row(let line, _) = $0 { return line % 97 == 1 }
            return false
        }
        #expect(kept.count == expected.count && kept.count > RowPipeline.batchesInFlight * 4)
        RowPipelineTests.expectSame(kept.map { .row(line: $0.line, fields: $0.strings) }, expected, "rows kept")
    }

    /// Only a batch of the usual size is filled again: one a long row made larger is let go.
    @Test func aBatchALongRowGrewIsNotKept() throws {
        let fresh = RowBatch()
        #expect(fresh.hasBatchRoom)
        var long: [CSVRow] = []
        // Three batches' worth of bytes in one row (fields under the tokenizer's 64 KiB limit).
        let field = String(repeating: "x", count: 60_000)
        let line =
            "a," + Array(repeating: field, count: 4 * RowPipeline.batchBytes / 60_000).joined(separator: ",") + "\n"
        try CSVTokenizer().tokenize(
            blocks: MemoryBlocks(bytes: Array(line.utf8)[...], displayName: "t.csv"),
            onMalformed: { _ in }
        ) { (row: CSVRow) in
            long.append(row)
            return .proceed
        }
        #expect(long.count == 1)
        var grown = RowBatch()
        var key: [UInt8] = []
        try #require(long.first).withRecord { grown.append($0, ReadAheadCells(), key: &key) }
        #expect(grown.count == 1)
        let keptRoom = grown.hasBatchRoom // (not the batch itself in the message: 240 KB of it)
        #expect(!keptRoom)
        grown.removeAll()
        #expect(grown.isEmpty)
    }

    @Test func aCallbackErrorMidBatchStopsTheTokenizerThread() throws {
        let text = RowPipelineTests.rows(RowPipelineTests.manyRows * 4)
        let source = RecordingBlocks(text, blockSize: 4096)
        let stopAt = RowPipeline.batchRows + RowPipeline.batchRows / 2
        var seen = 0
        let piped = RowPipelineTests.pipelinePass(source) { _ in
            seen += 1
            if seen == stopAt { throw Stop() }
        }
        #expect(piped.error as? Stop == Stop())
        // No row after the one that threw, and the rows before it are the input's first rows.
        RowPipelineTests.expectSame(piped.events, Array(RowPipelineTests.plainPass(text).events.prefix(stopAt)))
        // The tokenizer thread has left the source before the call returned, long before its end.
        let progress = source.progress
        #expect(!progress.reading)
        #expect(progress.blocks < source.blocks.count / 4, "read \(progress.blocks) of \(source.blocks.count) blocks")
    }

    @Test func stoppingAtTheFirstRowOfASmallInput() throws {
        // The tokenizer thread has probably finished and queued the end already: stopping still works.
        let text = "2026-11-01,A,-1.00\n2026-11-02,B,-2.00\n"
        let source = RecordingBlocks(text, blockSize: 1 << 16)
        let piped = RowPipelineTests.pipelinePass(source) { _ in throw Stop() }
        #expect(piped.error as? Stop == Stop())
        #expect(piped.events == [.row(line: 1, fields: ["2026-11-01", "A", "-1.00"])])
        #expect(!source.progress.reading)
    }

    @Test func aTokenizerErrorComesAfterTheGoodRowsBeforeIt() throws {
        let good = RowPipelineTests.manyRows
        let text =
            RowPipelineTests.rows(good) + "2026-11-30,SHOP \"QUOTED\" TEXT,-5.00\n"
            + RowPipelineTests.rows(50, from: good)
        let plain = RowPipelineTests.plainPass(text)
        let plainError = try #require(plain.error as? InputError)
        let source = RecordingBlocks(text, blockSize: 8191)
        let piped = RowPipelineTests.pipelinePass(source)
        RowPipelineTests.expectSame(piped.events, plain.events)
        #expect(piped.events.count == good)
        #expect(piped.error as? InputError == plainError)
        // Every seventh good row spans two lines.
        #expect(plainError.position?.line == good + (good + 6) / 7 + 1)
        #expect(!source.progress.reading)
    }

    @Test func malformedRecordsAreSteppedOverInPlace() throws {
        var text = "date,description,amount\n"
        for chunk in 0..<6 {
            text += RowPipelineTests.rows(1500, from: chunk * 1500)
            text += "2026-11-30,BAD \"QUOTE\" \(chunk),-1.00\n"
        }
        text += "2026-11-30,\"NEVER CLOSED,-1.00\n2026-11-30,AFTER,-2.00\n"
        let plain = RowPipelineTests.plainPass(text, stepOverMalformed: true)
        #expect(plain.error == nil)
        let malformedLines = plain.events.compactMap { event -> Int? in
            if case .malformed(let error) = event { return error.position?.line }
            return nil
        }
        // The six stray quotes and the quote never closed; the row after that is read again.
        #expect(malformedLines.count == 7)
        #expect(plain.events.last == .row(line: malformedLines[6] + 1, fields: ["2026-11-30", "AFTER", "-2.00"]))
        let source = RecordingBlocks(text, blockSize: 5000)
        let piped = RowPipelineTests.pipelinePass(source, stepOverMalformed: true)
        #expect(piped.error == nil)
        RowPipelineTests.expectSame(piped.events, plain.events)
    }

    @Test func anErrorFromTheMalformedCallbackStopsThePass() throws {
        let text =
            RowPipelineTests.rows(3000) + "2026-11-30,BAD \"QUOTE\",-1.00\n"
            + RowPipelineTests.rows(RowPipelineTests.manyRows * 4)
        let source = RecordingBlocks(text, blockSize: 4096)
        var events: [Event] = []
        #expect(throws: Stop.self) {
            try RowPipeline(tokenizer: CSVTokenizer()).tokenize(
                blocks: source, stepOverMalformed: true,
                onMalformed: { _ in throw Stop() }
            ) { row in
                events.append(.row(line: row.line, fields: row.strings))
            }
        }
        RowPipelineTests.expectSame(
            events, Array(RowPipelineTests.plainPass(text, stepOverMalformed: true).events.prefix(3000)))
        #expect(!source.progress.reading)
        #expect(source.progress.blocks < source.blocks.count / 2)
    }
}
