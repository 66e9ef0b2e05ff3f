import Foundation
import Testing

/// `scripts/check-public-docs.py`: every public declaration of the library has a doc comment,
/// and the check does report one that has none.
@Suite("Public API documented")
struct PublicDocsTests {
    static let script = ArchitectureTests.packageRoot.appendingPathComponent("scripts/check-public-docs.py")

    @Test("every public declaration of SpendAnalytics has a doc comment")
    func theLibraryIsDocumented() throws {
        let run = try ArchitectureTests.check([], script: Self.script)
        ArchitectureTests.expect(run, reports: [])
    }

    @Test(
        "an undocumented public declaration is reported with its file and line; documented ones, attributes and protocol witnesses are not"
    )
    func anUndocumentedDeclarationIsReported() throws {
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Model/Money.swift": """
            /// An amount in minor units.
            public struct Money: CustomStringConvertible {
                /// Hundredths.
                public var minorUnits: Int64
                public init(minorUnits: Int64) { self.minorUnits = minorUnits }
                /// Zero.
                @inlinable
                public static var zero: Money { Money(minorUnits: 0) }
                public var description: String { String(minorUnits) }
                var internalOnly = 0
            }

            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/SpendAnalytics")
        let run = try ArchitectureTests.check([sources.path], script: Self.script)
        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(
                "Money.swift:5: public declaration without a doc comment: public init(minorUnits: Int64) { self.minorUnits = minorUnits }\n"
            ))
        #expect(run.output.split(separator: "\n").count == 1)
    }
}
