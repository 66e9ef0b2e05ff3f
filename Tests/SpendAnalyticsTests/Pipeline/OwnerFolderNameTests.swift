import Testing

@testable import SpendAnalytics

/// The owner → folder-name escape of `batch` (docs/BATCH.md: Batch).
@Suite("Owner folder names")
struct OwnerFolderNameTests {
    static let hostile = [
        "../x", "..", ".", "a/b", "a\\b", "CON", "con", "Con.txt", "con.txt", "nul", "COM1", "lpt9.log",
        "😀", "Alice", "alice", "ALICE", "a\nb", "tab\there", "\u{0}", " lead", "trail.", ".hidden",
        "~7e", "^a", "batch-summary.json", "Batch-Summary.json", "x:y*z?", "é", "e\u{301}", "cust0001",
    ]

    @Test(
        "each hostile owner gets the documented name",
        arguments: [
            ("../x", "~2e.~2fx"), ("..", "~2e~2e"), (".", "~2e"), ("a/b", "a~2fb"), ("CON", "^c^o^n"), ("con", "co~6e"),
            ("con.txt", "co~6e.txt"), ("com1", "com~31"), ("😀", "~f0~9f~98~80"), ("Alice", "^alice"),
            ("alice", "alice"),
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
            #expect(
                name.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || Array("-_.^~".utf8).contains(byte)
                }, "\(name)")
            #expect(!name.hasPrefix(".") && !name.hasSuffix("."), "\(name)")
            let stem = String(name.split(separator: ".", omittingEmptySubsequences: false)[0])
            #expect(!OwnerFolderName.windowsDevices.contains(stem), "\(name)")
            #expect(name != BatchJob.summaryFileName)
            #expect(OwnerFolderName.owner(of: name).map { Array($0.utf8) } == Array(owner.utf8), "\(name)")
            #expect(
                seen.updateValue(owner, forKey: name.lowercased()) == nil,
                "\(owner) clashes with \(seen[name.lowercased()] ?? "")")
        }
    }

    @Test(
        "a name that would pass 255 bytes is shortened to a prefix and the owner's SHA-256, unique and never another's name"
    )
    func shortened() throws {
        #expect(OwnerFolderName.name(for: String(repeating: "a", count: 255)) == String(repeating: "a", count: 255))
        #expect(OwnerFolderName.name(for: "") == nil)
        let long = String(repeating: "a", count: 256)
        #expect(
            OwnerFolderName.name(for: long)
                == String(repeating: "a", count: 189) + "~~" + SHA256.hex(Array(long.utf8)))
        // Owners alike in their first 189 escaped bytes, differing only at the end or only in
        // their normalisation, get different names; escapes are never cut in half.
        let owners = [
            String(repeating: "A", count: 128), String(repeating: "A", count: 127) + "B",
            String(repeating: "é", count: 100), String(repeating: "e\u{301}", count: 100),
            String(repeating: "é", count: 99) + "e\u{301}", "x" + String(repeating: "é", count: 100),
        ]
        var names: Set<String> = []
        for owner in owners {
            let name = try #require(OwnerFolderName.name(for: owner))
            #expect(name.utf8.count <= 255, "\(name)")
            let parts = name.components(separatedBy: "~~")
            #expect(parts.count == 2 && parts[1] == SHA256.hex(Array(owner.utf8)), "\(name)")
            #expect(OwnerFolderName.owner(of: name) == nil)
            // The prefix is whole escapes: it decodes to the owner's first bytes.
            let prefix = try #require(OwnerFolderName.owner(of: parts[0]))
            #expect(Array(owner.utf8).starts(with: Array(prefix.utf8)), "\(name)")
            #expect(names.insert(name).inserted, "\(owner) shares its folder")
        }
        #expect(
            OwnerFolderName.name(for: String(repeating: "A", count: 128))?.hasPrefix(
                String(repeating: "^a", count: 94) + "~~") == true)
    }

    @Test("SHA-256 gives the FIPS 180-4 test vectors")
    func sha256Vectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
