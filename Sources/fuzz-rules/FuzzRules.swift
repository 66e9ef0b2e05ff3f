// fuzz-rules: libFuzzer over the rules loader (`scripts/fuzz.sh`, docs/FUZZING.md).
//
// The input is a rules file's bytes, checked as `--rules FILE` checks them (UTF-8, then YAML,
// then the rules). When they load, the rules categorise a few fixed rows through the real
// pipeline, so hostile keywords and regexes meet the matcher too. A thrown error is a refused
// file, as it should be; only a crash, a trap, an ASan report or a hang is a finding.
//
// Built with `-sanitize=fuzzer` and `-D FUZZING`, libFuzzer's driver runs it (``FuzzDriver``);
// without them this is a plain program that says how to build it, so `swift build` stays clean.
import Foundation
import FuzzDriver
import SpendAnalytics

/// Rows for loaded rules to categorise: both sides, several currencies' amounts, odd text.
enum RulesProbe {
    static let csv = Array(
        """
        Date,Description,Amount,Currency
        2026-11-02,UPI-SWIGGY-swiggy@icici-ICI123-Food,-412.50,INR
        2026-11-03,NEFT RENT NOVEMBER,-25000.00,INR
        2026-11-04,SALARY ACME PAYROLL,150000.00,INR
        2026-11-05,PETSMART #1234 vet clinic,-1.250,KWD
        2026-11-06,"Straße ÉCOLE 東京 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab",-500,JPY
        2026-11-07,,-0.01,USD

        """.utf8)

    static func options(_ rules: CategoryRules) -> ReportPipeline.Options {
        ReportPipeline.Options(
            reader: ReaderOptions(timeZone: FuzzDriver.zone), rules: rules,
            report: ReportOptions(timeZone: FuzzDriver.zone, now: FuzzDriver.now))
    }
}

/// libFuzzer's entry: one rules file's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
        let rules = try? CategoryRules.parse(yaml: text, file: "fuzz.yaml")
    else { return 0 }
    _ = try? ReportPipeline(source: .bytes(RulesProbe.csv, name: "probe.csv"), options: RulesProbe.options(rules)).run()
    return 0
}

/// libFuzzer's driver runs it (`-sanitize=fuzzer -D FUZZING`); a plain build prints how to.
@main
enum FuzzRulesMain {
    static func main() {
        FuzzDriver.main(target: "fuzz-rules", fuzzRules)
    }
}
