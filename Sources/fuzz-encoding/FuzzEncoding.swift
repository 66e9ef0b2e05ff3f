// fuzz-encoding: libFuzzer over encoding detection and conversion (`scripts/fuzz.sh`,
// docs/FUZZING.md): the encoding decided from the first bytes (byte-order marks, UTF-16 by its
// NULs, UTF-8, Shift_JIS and GB18030 by their headers, the single-byte vote) or forced, and the
// input converted through iconv block by block, then read as `report` reads it.
//
// The first input byte chooses the encoding: detected, or one `--encoding` value; the rest is the
// file. Seeds are the fixtures in other encodings than UTF-8. A thrown error is a refused file;
// only a crash, a trap, an ASan report or a hang is a finding.
import Foundation
import FuzzDriver
import SpendAnalytics

/// The encodings an option byte picks (`nil`: detected).
let encodings: [TextEncoding?] = [nil] + TextEncoding.allCases.map { $0 }

/// libFuzzer's entry: an encoding byte, then a file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEncoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let reader = ReaderOptions(
        encoding: encodings[Int(data[0]) % encodings.count], skipInvalid: true, timeZone: FuzzDriver.zone)
    let options = ReportPipeline.Options(
        reader: reader, report: ReportOptions(timeZone: FuzzDriver.zone, now: FuzzDriver.now),
        allowEmpty: true)
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    _ = try? ReportPipeline(source: .bytes(bytes, name: "fuzz.csv"), options: options).run()
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzEncodingMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-encoding", fuzzEncoding)
    }
}
