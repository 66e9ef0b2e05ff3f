import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output folder that holds no report, or holds one that cannot be read (`spendreport preview`).
public struct PreviewError: Error, Sendable, Hashable, CustomStringConvertible {
    var path: String
    var message: String
    /// The folder is missing, is not a folder or holds no report (exit 66); otherwise the report
    /// in it is damaged (exit 65).
    public var isMissing: Bool

    init(path: String, message: String, isMissing: Bool = false) {
        self.path = path
        self.message = message
        self.isMissing = isMissing
    }

    public var description: String { path + ": " + message }
}

/// The report an output folder holds, read for `spendreport preview`: the files of the set in
/// force, all from one run.
///
/// The set is found through `.current`, resolved once, in the version folder it names (docs/WIDGET.md:
/// Writing, locking, exit status); a folder written before version folders holds the files
/// plainly. Files are opened without following links and must be regular files of at most
/// ``maximumFileSize`` bytes, so a link planted in the folder cannot make the page embed a file
/// from elsewhere.
struct PublishedReport {
    /// The fields of `spend-analytics.json` the page shows.
    struct Summary: Decodable, Equatable {
        var month: String
        var monthLabel: String?
        var generatedAt: String?
    }

    /// The report's `spend-analytics.json`, decoded.
    var summary: Summary
    /// The chart files present, by name (`widget-small.svg` → its bytes).
    var files: [String: [UInt8]]

    static let jsonFileName = "spend-analytics.json"
    /// Larger than any file spendreport writes by far (they are a few KB).
    static let maximumFileSize = 4 << 20

    /// Fails with a ``PreviewError`` whose `isMissing` is true unless `directory` is a folder
    /// that holds a report (`.current`, or a `spend-analytics.json` of an older layout). Reads
    /// nothing and creates nothing.
    static func checkHoldsReport(_ directory: String) throws(PreviewError) {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw PreviewError(
                path: directory, message: "no such folder (\(String(cString: strerror(errno))))", isMissing: true)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw PreviewError(
                path: directory, message: "not a folder; give the --out folder of a report", isMissing: true)
        }
        let layout = OutputLayout(directory: directory)
        guard layout.exists(OutputLayout.currentName) || layout.exists(jsonFileName) else {
            throw PreviewError(
                path: directory,
                message: "holds no report (no \(jsonFileName)); run spendreport report INPUT --out \(directory) first",
                isMissing: true)
        }
    }

    /// Reads the report in `directory`: `spend-analytics.json`, each of `required` (missing one
    /// is an error) and each of `optional` that is there.
    static func load(directory: String, required: [String], optional: [String]) throws(PreviewError) -> PublishedReport
    {
        try checkHoldsReport(directory)
        let layout = OutputLayout(directory: directory)
        let folder: String
        var info = stat()
        let copied = lstat(layout.path(OutputLayout.currentName), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        if layout.exists(OutputLayout.currentName) && !copied {
            guard let version = layout.currentVersion() else {
                throw PreviewError(
                    path: layout.path(OutputLayout.currentName),
                    message: "does not name a version folder (.spendreport-vN)")
            }
            var info = stat()
            guard lstat(layout.path(version), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                throw PreviewError(
                    path: layout.path(version), message: "the version folder .current names is missing or not a folder")
            }
            folder = layout.path(version)
        } else {
            // No link, or a folder copied with its links followed: the public names are the set.
            folder = directory
        }
        let set = OutputLayout(directory: folder)
        guard let json = try readFile(set.path(jsonFileName)) else {
            throw PreviewError(path: set.path(jsonFileName), message: "missing from the report", isMissing: false)
        }
        let summary: Summary
        do {
            summary = try JSONDecoder().decode(Summary.self, from: Data(json))
        } catch {
            throw PreviewError(path: set.path(jsonFileName), message: "not a spend-analytics.json report (no month)")
        }
        var files: [String: [UInt8]] = [:]
        for name in required {
            guard let bytes = try readFile(set.path(name)) else {
                throw PreviewError(path: set.path(name), message: "missing from the report")
            }
            files[name] = bytes
        }
        for name in optional {
            if let bytes = try readFile(set.path(name)) { files[name] = bytes }
        }
        return PublishedReport(summary: summary, files: files)
    }

    /// The bytes of the regular file at `path`; `nil` when nothing is there.
    static func readFile(_ path: String) throws(PreviewError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if let kind = OutputWriter.irregularKind(path) {
                throw PreviewError(path: path, message: "not a regular file (\(kind))")
            }
            throw PreviewError(path: path, message: "cannot open (\(String(cString: strerror(code))))")
        }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw PreviewError(
                path: path, message: "not a regular file (\(OutputWriter.irregularKind(path) ?? "unknown"))")
        }
        guard info.st_size <= maximumFileSize else {
            throw PreviewError(
                path: path, message: "larger than \(maximumFileSize >> 20) MiB: not a file spendreport wrote")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PreviewError(path: path, message: "cannot read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
            guard bytes.count <= maximumFileSize else {
                throw PreviewError(
                    path: path, message: "larger than \(maximumFileSize >> 20) MiB: not a file spendreport wrote")
            }
        }
        return bytes
    }
}
