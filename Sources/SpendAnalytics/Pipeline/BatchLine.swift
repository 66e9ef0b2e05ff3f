/// The JSON lines of `batch --jsonl` (docs/BATCH.md: Batch), one per owner:
///
///     {"owner":"c1","folder":"c1","report":{…},"files":{"spend-analytics.json":"…","spent.svg":"…",…}}
///     {"owner":"c2","folder":"c2","error":"statement.csv:7:12: …"}
///
/// `report` is `spend-analytics.json` on one line (its line breaks and the indentation after
/// them left out); `files` holds every file `report --out` would write, each as a JSON string
/// whose UTF-8 is the file's exact bytes (so a consumer writes them out unchanged).
enum BatchLine {
    static func report(owner: ExactName, folder: String, files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var head = Array("{\"owner\":".utf8)
        JSONValue.quote(owner.text, into: &head)
        head.append(contentsOf: Array(",\"folder\":".utf8))
        JSONValue.quote(folder, into: &head)
        if let json = files.first(where: { $0.name == ReportPipeline.jsonFileName }) {
            head.append(contentsOf: Array(",\"report\":".utf8))
            head.append(contentsOf: oneLine(json.bytes))
        }
        head.append(contentsOf: Array(",\"files\":{".utf8))
        // `"name":` of each file, then its bytes as a JSON string, written straight into the
        // line: the files are UTF-8 written from Swift strings, quoted as they are, byte for byte.
        let names = files.enumerated().map { index, file in
            var name: [UInt8] = index > 0 ? [UInt8(ascii: ",")] : []
            JSONValue.quote(file.name, into: &name)
            name.append(UInt8(ascii: ":"))
            return name
        }
        let tail = Array("}}\n".utf8)
        let room = files.indices.reduce(head.count + tail.count) { room, index in
            room + names[index].count + files[index].bytes.withUnsafeBufferPointer(JSONValue.quotedLengthBound(utf8:))
        }
        return [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            var out = start
            func copy(_ part: [UInt8]) {
                part.withUnsafeBufferPointer { part in
                    guard let source = part.baseAddress else { return }
                    out.initialize(from: source, count: part.count)
                    out += part.count
                }
            }
            copy(head)
            for (name, file) in zip(names, files) {
                copy(name)
                out += file.bytes.withUnsafeBufferPointer { JSONValue.quote(utf8: $0, at: out) }
            }
            copy(tail)
            count = out - start
        }
    }

    static func failure(owner: ExactName, folder: String?, message: String) -> [UInt8] {
        var out = Array("{\"owner\":".utf8)
        JSONValue.quote(owner.text, into: &out)
        if let folder {
            out.append(contentsOf: Array(",\"folder\":".utf8))
            JSONValue.quote(folder, into: &out)
        }
        out.append(contentsOf: Array(",\"error\":".utf8))
        JSONValue.quote(message, into: &out)
        out.append(contentsOf: Array("}\n".utf8))
        return out
    }

    /// Pretty-printed JSON on one line: each line break and the spaces after it dropped (a JSON
    /// string never holds a raw line break, so only the layout goes). The text between breaks is
    /// copied whole, each break found eight bytes at a time.
    static func oneLine(_ json: [UInt8]) -> [UInt8] {
        json.withUnsafeBufferPointer { json in
            [UInt8](unsafeUninitializedCapacity: json.count) { out, count in
                guard let source = json.baseAddress, let target = out.baseAddress else { return }
                var read = 0
                var written = 0
                while read < json.count {
                    let lineEnd = lineBreak(in: json, from: read)
                    (target + written).initialize(from: source + read, count: lineEnd - read)
                    written += lineEnd - read
                    read = lineEnd + 1
                    while read < json.count && source[read] == UInt8(ascii: " ") { read += 1 }
                }
                count = written
            }
        }
    }

    /// The index of the first line break at or after `start`, or the end of `bytes`.
    private static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let breaks = ByteWord.bytes(word, equalTo: 0x0A)
            if breaks != 0 { return index + breaks.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count && base[index] != 0x0A { index += 1 }
        return index
    }
}
