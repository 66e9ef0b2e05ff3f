// The entry point shared by the libFuzzer targets (fuzz-ingest, fuzz-rules; docs/FUZZING.md).
import Foundation

#if FUZZING
    /// libFuzzer's driver: parses its flags, then calls `callback` with each input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

/// Runs a fuzz target's `main`.
///
/// Built with `-sanitize=fuzzer -D FUZZING`, hands the command line to libFuzzer's driver, which
/// calls `testOneInput` with each input (SwiftPM links the target's `@main` as `main`, so
/// libFuzzer's own `main` is not used). Built plainly, says how to build and run the target.
public enum FuzzDriver {
    /// The reports' fixed clock (`--now`, 2026-11-18T…Z): a fuzz run must not depend on the day it runs.
    public static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The reports' fixed time zone, UTC.
    public static let zone = TimeZone(secondsFromGMT: 0) ?? .current

    /// Never returns: exits with libFuzzer's status, or 0 after the usage line.
    public static func main(target: String, _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt)
        -> Never
    {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv, testOneInput))
        #else
            print("\(target) is a libFuzzer target: run scripts/fuzz.sh (see docs/FUZZING.md)")
            exit(0)
        #endif
    }
}
