// fuzz-rules: libFuzzer over the rules loader (`scripts/fuzz.sh`, docs/FUZZING.md).
//
// The input is a rules file's bytes, checked as `--rules FILE` checks them (UTF-8, then YAML,
// then the rules). When they load, the rules categorise a few fixed rows through the real
// pipeline, so hostile keywords and regexes meet the matcher too. A thrown error is a refused
// file, as it should be; only a crash, a trap, an ASan report or a hang is a finding.
//
// Built with `-sanitize=fuzzer` and `-D FUZZING` (libFuzzer's driver runs it);
// without them this is a plain program that says how to build it, so `swift build` stays clean.
import Foundation
import SpendAnalytics

/// Rows for loaded rules to categorise: both sides, several currencies' amounts, odd text.
enum RulesProbe {
    static let csv = Array("""
        Date,Description,Amount,Currency
        2026-11-02,UPI-SWIGGY-swiggy@icici-ICI123-Food,-412.50,INR
        2026-11-03,NEFT RENT NOVEMBER,-25000.00,INR
        2026-11-04,SALARY ACME PAYROLL,150000.00,INR
        2026-11-05,PETSMART #1234 vet clinic,-1.250,KWD
        2026-11-06,"Straße ÉCOLE 東京 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab",-500,JPY
        2026-11-07,,-0.01,USD

        """.utf8)

    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let zone = TimeZone(secondsFromGMT: 0) ?? .current

    static func options(_ rules: CategoryRules) -> ReportPipeline.Options {
        ReportPipeline.Options(reader: ReaderOptions(timeZone: zone), rules: rules,
                               report: ReportOptions(timeZone: zone, now: now))
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let rules = try? CategoryRules.parse(yaml: text, file: "fuzz.yaml") else { return 0 }
    _ = try? ReportPipeline(source: .bytes(RulesProbe.csv, name: "probe.csv"), options: RulesProbe.options(rules)).run()
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
enum FuzzRulesMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzRules))
    }
}
#else
/// Built without `-D FUZZING`: says how to build the target with libFuzzer.
@main
enum FuzzRulesUsage {
    static func main() {
        print("fuzz-rules is a libFuzzer target: run scripts/fuzz.sh (see docs/FUZZING.md)")
    }
}
#endif
