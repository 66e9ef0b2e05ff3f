import Foundation
import Testing

@testable import SpendAnalytics

/// Issue 11, finding 5: rows of a million empty fields took 2–4 GB, a 60 MB cell 1.25 GB. The
/// tokenizer's limits (docs/LIMITS.md: Limits) stop such files in bounded time and memory, exit 65.
@Suite("Input limits: hostile files stop early", .serialized)
struct InputLimitsTests {
    static let header = Array("Date,Description,Amount,Category\n2026-11-01,Coffee,-4.50,Food\n".utf8)

    @Test("rows of a million empty fields")
    func manyFields() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let row =
            Array("2026-11-02,X,-1.00,Food".utf8) + [UInt8](repeating: UInt8(ascii: ","), count: 1_000_000) + [0x0A]
        let input = try BoundedRun.write("wide.csv", in: dir, [(Self.header, 1), (row, 10)])
        let run = try BoundedRun.run([
            "report", input.path, "--out", dir.appendingPathComponent("out").path, "--skip-invalid",
        ])
        #expect(run.result.status == 65)
        #expect(
            run.result.stderr.hasPrefix(
                "spendreport: error: \(input.path):3:1045: record with more than 1024 fields, the limit "
                    + "(2026-11-02,X,-1.00,Food,,,,"), "stderr: \(run.result.stderr)")
        #expect(run.seconds < 20 && run.peakKiB < 250_000, "\(run.seconds) s, \(run.peakKiB) KiB")
    }

    @Test("a 60 MB cell", arguments: [false, true])
    func hugeCell(quoted: Bool) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let quote: [UInt8] = quoted ? [UInt8(ascii: "\"")] : []
        let input = try BoundedRun.write(
            "cell.csv", in: dir,
            [
                (Self.header + Array("2026-11-02,X,-1.00,".utf8) + quote, 1),
                ([UInt8](repeating: UInt8(ascii: "A"), count: 1 << 20), 60),
                (quote + [0x0A], 1),
            ])
        let run = try BoundedRun.run(["report", input.path, "--out", dir.appendingPathComponent("out").path])
        #expect(run.result.status == 65)
        #expect(
            run.result.stderr == "spendreport: error: \(input.path):3:20: "
                + "field larger than 64 KiB, the limit (a quote never closed?) (2026-11-02,X,-1.00)\n",
            "stderr: \(run.result.stderr)")
        // A quoted field may be a stray quote and is held until it closes, up to the record limit
        // (64 MiB); an unquoted one is cut after one block.
        #expect(run.seconds < 20 && run.peakKiB < (quoted ? 400_000 : 250_000), "\(run.seconds) s, \(run.peakKiB) KiB")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/spend-analytics.json").path))
    }
}
