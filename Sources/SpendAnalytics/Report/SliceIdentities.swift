import Foundation

/// What a device needs to style a slice itself: a stable `id`, whether it is money moved between
/// the person's own accounts (`isTransfer`), and for a built-in category an icon
/// (docs/JSON.md: spend-analytics.json).
///
/// A built-in category's id is fixed (``BuiltinTaxonomy/identities``: `food-dining`, `others`).
/// Any other category's id is the slug of its name: letters and digits of ASCII (accents
/// dropped: `Café` is `cafe`), lower case, every other run of characters one `-`
/// (`Pottery Studio` is `pottery-studio`). When that slug is empty, is a built-in id, or is the
/// slug of another category of the run on the same side, the id is the slug (or `category`)
/// followed by `-` and the first eight hex digits of the SHA-256 of the name's UTF-8 bytes
/// (`食費` is `category-…`): unique on its side, the same in every month of a run.
struct SliceIdentities: Sendable {
    struct Identity: Sendable, Hashable {
        var id: String
        var isTransfer: Bool
        var icon: BuiltinTaxonomy.Identity?
    }

    private let taxonomy: Taxonomy
    /// Slugs that more than one category of a side has.
    private let sharedSlugs: Set<SideSlug>

    private struct SideSlug: Hashable {
        var direction: Direction
        var slug: String
    }

    /// The identity of every category of the taxonomy, by its side and its name's bytes.
    private var known: [SideName: Identity] = [:]

    private struct SideName: Hashable {
        var direction: Direction
        var name: [UInt8]
    }

    init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        var seen: [SideSlug: Int] = [:]
        for category in taxonomy.categories where BuiltinTaxonomy.identities[category.name] == nil {
            seen[SideSlug(direction: category.direction, slug: SliceIdentities.slug(category.name)), default: 0] += 1
        }
        sharedSlugs = Set(seen.filter { $0.value > 1 }.keys)
        for category in taxonomy.categories {
            known[SideName(direction: category.direction, name: Array(category.name.utf8))] = made(
                of: category.name, direction: category.direction)
        }
    }

    /// The identity of the slice `name` on `direction`'s side.
    func identity(of name: String, direction: Direction) -> Identity {
        known[SideName(direction: direction, name: Array(name.utf8))] ?? made(of: name, direction: direction)
    }

    /// ``identity(of:direction:)`` worked out.
    private func made(of name: String, direction: Direction) -> Identity {
        let isTransfer = taxonomy.id(named: name, direction: direction).map { taxonomy[$0].isTransfer } ?? false
        if let builtin = BuiltinTaxonomy.identities[name] {
            return Identity(id: builtin.id, isTransfer: isTransfer, icon: builtin)
        }
        let slug = SliceIdentities.slug(name)
        let taken =
            slug.isEmpty || SliceIdentities.builtinIDs.contains(slug)
            || sharedSlugs.contains(SideSlug(direction: direction, slug: slug))
        guard taken else { return Identity(id: slug, isTransfer: isTransfer, icon: nil) }
        let suffix = String(SHA256.hex(Array(name.utf8)).prefix(8))
        return Identity(id: (slug.isEmpty ? "category" : slug) + "-" + suffix, isTransfer: isTransfer, icon: nil)
    }

    static let builtinIDs = Set(BuiltinTaxonomy.identities.values.map(\.id))

    /// `name` as ASCII letters and digits, lower case, other runs as one `-`.
    static func slug(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value),
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
            } else {
                pendingDash = true
            }
        }
        return slug
    }
}
