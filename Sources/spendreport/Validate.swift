import ArgumentParser
import SpendAnalytics

/// STUB: owned by its issue's work; registered in SpendReport.swift.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "(not yet implemented)")
    func run() throws { throw ExitCode(70) }
}
