// fuzz-ingest: libFuzzer over the whole ingest path, bytes → transactions → chart model and files
// (`scripts/fuzz.sh`, docs/FUZZING.md).
//
// The first input byte chooses the reader's options (skip invalid rows or not, header or not,
// inverted signs, decimal mark, the unlabelled rows' currency), the rest is the file, read as
// `ReportPipeline` reads `spendreport report FILE`. The clock and the time zone are fixed, so a
// run is deterministic. A thrown error is a refused file, as it should be; only a crash, a trap,
// an ASan report or a hang (over `-timeout`) is a finding.
//
// Built with `-sanitize=fuzzer` and `-D FUZZING`, libFuzzer's driver runs it (``FuzzDriver``);
// without them this is a plain program that says how to build it, so `swift build` stays clean.
import Foundation
import FuzzDriver
import SpendAnalytics

/// The pipeline options chosen by one option byte.
struct IngestOptions {
    var byte: UInt8

    var options: ReportPipeline.Options {
        var reader = ReaderOptions(
            hasHeader: byte & 0x02 == 0, invert: byte & 0x04 != 0,
            skipInvalid: byte & 0x01 != 0, timeZone: FuzzDriver.zone)
        switch (byte >> 3) & 0x03 {
        case 1: reader.decimalMark = .point
        case 2: reader.decimalMark = .comma
        default: break
        }
        let currencies: [String?] = [nil, "INR", "KWD", "JPY"]
        let report = ReportOptions(
            timeZone: FuzzDriver.zone, currency: currencies[Int(byte >> 5) & 0x03], now: FuzzDriver.now)
        return ReportPipeline.Options(
            reader: reader, excludeTransfers: byte & 0x80 != 0, report: report,
            allowEmpty: true)
    }
}

/// libFuzzer's entry: an option byte, then a transactions file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIngest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let options = IngestOptions(byte: data[0]).options
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    _ = try? ReportPipeline(source: .bytes(bytes, name: "fuzz.csv"), options: options).run()
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzIngestMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-ingest", fuzzIngest)
    }
}
