import Foundation

/// The names inside an output folder besides the public files, and how to read them: the version
/// folders (`.spendreport-vN`), the `.current` link to the one in force, and the temporaries a
/// killed run can leave (docs/WIDGET.md: Writing, locking, exit status).
struct OutputLayout {
    /// The link to the version folder in force: `.current -> .spendreport-v7`.
    static let currentName = ".current"
    /// The new link made beside `.current` and renamed over it.
    static let currentSwapName = ".current.tmp"
    /// A version folder is this prefix and a number.
    static let versionPrefix = ".spendreport-v"
    /// A public link is made under this prefix and the file's name, then renamed into place.
    static let linkTemporaryPrefix = ".spendreport-link-"
    /// Temporary files of spendreport before version folders (`.spendreport-tmp-PID-NAME`).
    static let legacyTemporaryPrefix = ".spendreport-tmp-"
    /// The page `spendreport preview` writes beside the set (not in a version folder).
    static let previewName = "preview.html"
    /// A file written beside the set (`preview.html`) is made under this prefix and its name,
    /// then renamed into place.
    static let besideTemporaryPrefix = ".spendreport-beside-"

    var directory: String

    /// `name` inside the folder.
    func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The names in the folder (none when it cannot be listed).
    func names() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// True when something (a file, a folder, a link, even a dangling one) is at `name`.
    func exists(_ name: String) -> Bool {
        var info = stat()
        return lstat(path(name), &info) == 0
    }

    /// What the symbolic link at `path` points to; `nil` when `path` is not a link.
    func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The version folder `.current` names, when it names one.
    func currentVersion() -> String? {
        guard let target = linkTarget(path(OutputLayout.currentName)), OutputLayout.versionNumber(target) != nil else {
            return nil
        }
        return target
    }

    /// The numbers of the version folders present.
    func versionNumbers() -> [Int] {
        names().compactMap(OutputLayout.versionNumber)
    }

    /// The version folder numbered `number`.
    func versionName(number: Int) -> String {
        OutputLayout.versionPrefix + String(number)
    }

    /// `7` for `.spendreport-v7`; `nil` for any other name.
    static func versionNumber(_ name: String) -> Int? {
        guard name.hasPrefix(versionPrefix) else { return nil }
        let digits = name.dropFirst(versionPrefix.count)
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
