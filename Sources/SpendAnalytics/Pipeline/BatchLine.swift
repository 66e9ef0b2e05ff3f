/// The JSON lines of `batch --jsonl` (README: Batch), one per owner:
///
///     {"owner":"c1","folder":"c1","report":{…},"files":{"spend-analytics.json":"…","spent.svg":"…",…}}
///     {"owner":"c2","folder":"c2","error":"statement.csv:7:12: …"}
///
/// `report` is `spend-analytics.json` on one line (its line breaks and the indentation after
/// them left out); `files` holds every file `report --out` would write, each as a JSON string
/// whose UTF-8 is the file's exact bytes (so a consumer writes them out unchanged).
enum BatchLine {
    static func report(owner: ExactName, folder: String, files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        // Room for every file and its escapes (an SVG's quotes), so the line is not copied as it grows.
        out.reserveCapacity(files.reduce(256) { $0 + $1.name.utf8.count + $1.bytes.count * 5 / 4 + 8 })
        out.append(contentsOf: "{\"owner\":".utf8)
        JSONValue.quote(owner.text, into: &out)
        out.append(contentsOf: Array(",\"folder\":".utf8))
        JSONValue.quote(folder, into: &out)
        if let json = files.first(where: { $0.name == ReportPipeline.jsonFileName }) {
            out.append(contentsOf: Array(",\"report\":".utf8))
            out.append(contentsOf: oneLine(json.bytes))
        }
        out.append(contentsOf: Array(",\"files\":{".utf8))
        for (index, file) in files.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.quote(file.name, into: &out)
            out.append(UInt8(ascii: ":"))
            // The files are UTF-8 written from Swift strings: quoted as they are, byte for byte.
            file.bytes.withUnsafeBufferPointer { quoteLarge($0, into: &out) }
        }
        out.append(contentsOf: Array("}}\n".utf8))
        return out
    }

    /// `bytes` quoted onto the end of `out` (``JSONValue/quote(utf8:into:)``), written in one
    /// pass into room made for them (a whole file, mostly markup with a quote every few bytes).
    static func quoteLarge(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let bound = JSONValue.quotedLengthBound(utf8: bytes)
        let quoted = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            count = JSONValue.quote(utf8: bytes, at: start)
        }
        out.append(contentsOf: quoted)
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
    /// string never holds a raw line break, so only the layout goes).
    static func oneLine(_ json: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(json.count)
        var afterBreak = false
        for byte in json {
            if byte == 0x0A { afterBreak = true; continue }
            if afterBreak && byte == UInt8(ascii: " ") { continue }
            afterBreak = false
            out.append(byte)
        }
        return out
    }
}
