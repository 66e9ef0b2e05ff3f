import Foundation

/// A spending or receiving category with its fixed chart colour.
public struct Category: Sendable, Hashable, Codable {
    /// The name shown in legends and the JSON (`Food & Dining`).
    public var name: String
    /// `#RRGGBB`.
    var color: String
    var direction: Direction
    /// Money moved between the user's own accounts (left out with `--exclude-transfers`).
    var isTransfer: Bool

    init(name: String, color: String, direction: Direction, isTransfer: Bool = false) {
        self.name = name
        self.color = color
        self.direction = direction
        self.isTransfer = isTransfer
    }

    /// The catch-all category's name on either side.
    static let othersName = "Others"
    /// Neutral grey for Others.
    static let othersColor = "#BDBDBD"

    var isOthers: Bool { Category.isOthers(named: name) }

    /// Whether `name` names the catch-all category (Others, in any case).
    static func isOthers(named name: String) -> Bool {
        // An ASCII name (nearly every one) is compared on its bytes; any other through Foundation,
        // whose case folding can make other letters match (`ſ` is an `s`).
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return name.utf8.count == othersBytes.count
                && zip(name.utf8, othersBytes).allSatisfy { ByteClass.lowered($0) == $1 }
        }
        return name.caseInsensitiveCompare(othersName) == .orderedSame
    }

    /// ``othersName`` in lower case, as bytes.
    private static let othersBytes = Array("others".utf8)
}

/// Index of a category in a ``Taxonomy``: cheap to hash and compare on the hot path.
public typealias CategoryID = Int

/// The categories a run knows, for both directions; ids are stable within a run.
///
/// A category is identified by its name *and* direction (Transfers exists on both sides).
/// New categories (from a rules file or an export's own Category column) are appended.
public struct Taxonomy: Sendable, Hashable {
    private(set) var categories: [Category] = []
    private var ids: [Key: CategoryID] = [:]

    private struct Key: Hashable, Sendable {
        var folded: String
        var direction: Direction
    }

    init(_ categories: [Category] = []) {
        for category in categories { add(category) }
    }

    subscript(id: CategoryID) -> Category { categories[id] }

    /// The id of the category named `name` (case-insensitive) on `direction`'s side.
    func id(named name: String, direction: Direction) -> CategoryID? {
        ids[Key(folded: name.lowercased(), direction: direction)]
    }

    /// The id of each of `names` on each side, -1 where that side lacks it; Others is -1 on both
    /// sides (a list that files a keyword or a code under Others decides nothing by it).
    func idsBySide(of names: [String]) -> (spent: [Int32], received: [Int32]) {
        func ids(_ side: Direction) -> [Int32] {
            names.map { $0 == Category.othersName ? -1 : Int32(id(named: $0, direction: side) ?? -1) }
        }
        return (ids(.spent), ids(.received))
    }

    /// The Others category of `direction` (added if missing).
    mutating func othersID(_ direction: Direction) -> CategoryID {
        if let id = id(named: Category.othersName, direction: direction) { return id }
        return add(Category(name: Category.othersName, color: Category.othersColor, direction: direction))
    }

    /// Adds `category`, or replaces the colour and transfer flag of the one with its name and direction.
    @discardableResult
    mutating func add(_ category: Category) -> CategoryID {
        let key = Key(folded: category.name.lowercased(), direction: category.direction)
        if let existing = ids[key] {
            categories[existing].color = category.color
            categories[existing].isTransfer = category.isTransfer
            return existing
        }
        categories.append(category)
        ids[key] = categories.count - 1
        return categories.count - 1
    }

    /// Categories of one side, in taxonomy order.
    func categories(_ direction: Direction) -> [Category] {
        categories.filter { $0.direction == direction }
    }
}
