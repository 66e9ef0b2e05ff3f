import Testing
@testable import SpendAnalytics

/// The owner → folder-name escape of `batch` (README: Batch).
@Suite("Owner folder names")
struct OwnerFolderNameTests {
    static let hostile = ["../x", "..", ".", "a/b", "a\\b", "CON", "con", "Con.txt", "con.txt", "nul", "COM1", "lpt9.log",
                          "😀", "Alice", "alice", "ALICE", "a\nb", "tab\there", "\u{0}", " lead", "trail.", ".hidden",
                          "~7e", "^a", "batch-summary.json", "Batch-Summary.json", "x:y*z?", "é", "e\u{301}", "cust0001"]

    @Test("each hostile owner gets the documented name", arguments: [
        ("../x", "~2e.~2fx"), ("..", "~2e~2e"), (".", "~2e"), ("a/b", "a~2fb"), ("CON", "^c^o^n"), ("con", "co~6e"),
        ("con.txt", "co~6e.txt"), ("com1", "com~31"), ("😀", "~f0~9f~98~80"), ("Alice", "^alice"), ("alice", "alice"),
        ("a\nb", "a~0ab"), ("~7e", "~7e7e"), ("^a", "~5ea"), ("batch-summary.json", "batch-summar~79.json"),
        ("trail.", "trail~2e"), ("cust-01_a.b", "cust-01_a.b"),
    ])
    func documentedName(owner: String, name: String) {
        #expect(OwnerFolderName.name(for: owner) == name)
    }

    @Test("names are plain, safe on Windows and case-insensitive disks, distinct, and decode back to their owner")
    func safeAndInjective() throws {
        var seen: [String: String] = [:]
        for owner in Self.hostile {
            let name = try #require(OwnerFolderName.name(for: owner))
            #expect(name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || Array("-_.^~".utf8).contains(byte)
            }, "\(name)")
            #expect(!name.hasPrefix(".") && !name.hasSuffix("."), "\(name)")
            let stem = String(name.split(separator: ".", omittingEmptySubsequences: false)[0])
            #expect(!OwnerFolderName.windowsDevices.contains(stem), "\(name)")
            #expect(name != BatchJob.summaryFileName)
            #expect(OwnerFolderName.owner(of: name) == owner)
            #expect(seen.updateValue(owner, forKey: name.lowercased()) == nil, "\(owner) clashes with \(seen[name.lowercased()] ?? "")")
        }
    }

    @Test("a name over 255 bytes is refused")
    func tooLong() {
        #expect(OwnerFolderName.name(for: String(repeating: "a", count: 255)) == String(repeating: "a", count: 255))
        #expect(OwnerFolderName.name(for: String(repeating: "a", count: 256)) == nil)
        #expect(OwnerFolderName.name(for: String(repeating: "A", count: 128)) == nil)
        #expect(OwnerFolderName.name(for: "") == nil)
    }
}
