import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error written straight with `write(2)`. When standard output
/// cannot take the bytes (a full disk, a pipe whose reader is gone) the command ends with one line
/// naming the reason and exit status 74; what standard error cannot take is dropped, as there is
/// nowhere left to say so. Never a crash, and the bytes are not copied into a `Data` first.
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// A stream refused bytes: which one, and `errno`'s code.
    struct Failure: Error, CustomStringConvertible {
        var stream: StandardStream
        var code: Int32
        var description: String {
            "cannot write standard \(stream == .output ? "output" : "error"): " + String(cString: strerror(code))
        }
    }

    /// Writes all of `bytes`, in as many calls as the system takes (retrying an interrupted one).
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            #if canImport(Glibc)
                let written = Glibc.write(rawValue, next, left)
            #else
                let written = Darwin.write(rawValue, next, left)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(stream: self, code: errno)
            }
            next += written
            left -= written
        }
    }

    /// ``write(_:)-(UnsafeRawBufferPointer)`` of an array's bytes.
    func write(_ bytes: [UInt8]) throws(Failure) {
        let failure: Failure? = bytes.withUnsafeBytes { raw in
            do throws(Failure) {
                try write(raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// ``write(_:)-([UInt8])`` of a string's UTF-8.
    func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }
}

/// Standard output through a buffer (a JSON line per owner: one write per 64 KiB, not per line).
final class BufferedOutput {
    private var buffer: [UInt8] = []

    func write(_ bytes: [UInt8]) throws(StandardStream.Failure) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 64 << 10 { try flush() }
    }

    /// Writes what is buffered. After a failure the buffer is let go: what it held is lost with
    /// the output, and nothing is written twice.
    func flush() throws(StandardStream.Failure) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try StandardStream.output.write(buffer)
    }
}
