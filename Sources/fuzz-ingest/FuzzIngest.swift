// fuzz-ingest: libFuzzer over the whole ingest path, bytes → transactions → chart model and files
// (`scripts/fuzz.sh`, docs/FUZZING.md).
//
// The first input byte chooses the reader's options (skip invalid rows or not, header or not,
// inverted signs, decimal mark, the unlabelled rows' currency), the rest is the file, read as
// `ReportPipeline` reads `spendreport report FILE`. The clock and the time zone are fixed, so a
// run is deterministic. A thrown error is a refused file, as it should be; only a crash, a trap,
// an ASan report or a hang (over `-timeout`) is a finding.
//
// Built with `-sanitize=fuzzer` and `-D FUZZING` (libFuzzer's driver runs it);
// without them this is a plain program that says how to build it, so `swift build` stays clean.
import Foundation
import SpendAnalytics

/// The report's fixed clock and zone: a fuzz run must not depend on the day it runs.
enum FuzzClock {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let zone = TimeZone(secondsFromGMT: 0) ?? .current
}

/// The pipeline options chosen by one option byte.
struct IngestOptions {
    var byte: UInt8

    var options: ReportPipeline.Options {
        var reader = ReaderOptions(hasHeader: byte & 0x02 == 0, invert: byte & 0x04 != 0,
                                   skipInvalid: byte & 0x01 != 0, timeZone: FuzzClock.zone)
        switch (byte >> 3) & 0x03 {
        case 1: reader.decimalMark = .point
        case 2: reader.decimalMark = .comma
        default: break
        }
        let currencies: [String?] = [nil, "INR", "KWD", "JPY"]
        let report = ReportOptions(timeZone: FuzzClock.zone, currency: currencies[Int(byte >> 5) & 0x03], now: FuzzClock.now)
        return ReportPipeline.Options(reader: reader, excludeTransfers: byte & 0x80 != 0, report: report,
                                      allowEmpty: true)
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIngest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let options = IngestOptions(byte: data[0]).options
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    _ = try? ReportPipeline(source: .bytes(bytes, name: "fuzz.csv"), options: options).run()
    return 0
}

/// libFuzzer's driver: parses its flags, then calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `main`, so libFuzzer's own `main` stays out: this
/// one hands the command line to libFuzzer's driver.
@main
enum FuzzIngestMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzIngest))
    }
}
#else
/// Built without `-D FUZZING`: says how to build the target with libFuzzer.
@main
enum FuzzIngestUsage {
    static func main() {
        print("fuzz-ingest is a libFuzzer target: run scripts/fuzz.sh (see docs/FUZZING.md)")
    }
}
#endif
