/// The colour of a category that has none of its own (a new category in a rules file without
/// `color`, or a value of the export's Category column).
///
/// The colour is a pure function of the name (case-insensitive), so the same category has the
/// same colour in every run, every month and on every machine: FNV-1a (32-bit) over the
/// case-folded UTF-8 bytes of the trimmed name, modulo the size of ``CategoryPalette/hashed``.
enum StableColor {
    /// The stable colour for a category named `name`.
    static func color(for name: String) -> String {
        let hashed = CategoryPalette.hashed
        return hashed[Int(fnv1a(CaseFolding.folded(name.trimmingWhitespace())) % UInt32(hashed.count))]
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
