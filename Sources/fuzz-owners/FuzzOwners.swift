// fuzz-owners: libFuzzer over `batch`'s owner splitter and grouping (`scripts/fuzz.sh`,
// docs/FUZZING.md): a many-account CSV cut into each owner's records (quotes, line breaks inside
// quotes, any bytes as owner ids), grouped or held ungrouped, each owner's folder name made and
// each owner's report made and printed as a JSON line.
//
// The first input byte: bit 0 `--ungrouped`, bits 1–2 the delimiter (detected, `,`, `;`, TAB);
// the rest is the file, whose owner column is `customer_id`. A thrown error is a refused file; only
// a crash, a trap, an ASan report or a hang is a finding. The lines are checked too: every owner
// reported or failed once, and every line one JSON object.
import Foundation
import FuzzDriver
import SpendAnalytics

/// libFuzzer's entry: an option byte, then a many-account file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOwners(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let option = data[0]
    let delimiters: [UInt8?] = [nil, UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]
    let reader = ReaderOptions(delimiter: delimiters[Int(option >> 1) & 0x03], timeZone: FuzzDriver.zone)
    let options = ReportPipeline.Options(
        reader: reader, report: ReportOptions(timeZone: FuzzDriver.zone, now: FuzzDriver.now),
        allowEmpty: true)
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var lines: [[UInt8]] = []
    let job = BatchJob(
        source: .bytes(bytes, name: "fuzz.csv"), column: "customer_id", options: options,
        grouping: option & 0x01 != 0 ? .ungrouped(maximumBytes: 1 << 20) : .grouped,
        destination: .lines { lines.append($0) })
    guard let summary = try? job.run() else { return 0 }
    // Every line is one JSON object ending in a line break; an owner's lines are its report and,
    // when it came back in grouped input, the error that withdraws it.
    for line in lines {
        guard line.last == 0x0A, (try? JSONSerialization.jsonObject(with: Data(line))) is [String: Any] else {
            fatalError("batch wrote a line that is not one JSON object")
        }
    }
    if summary.reports + summary.failures.count < summary.owners {
        fatalError("an owner was neither reported nor failed")
    }
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzOwnersMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-owners", fuzzOwners)
    }
}
