/// One taxonomy for every export: places the values of an export's own Category column (Amex
/// `Merchandise & Supplies-Groceries`, Chase `Food & Drink`, Monzo `eating_out` …) onto the
/// built-in categories (docs/CATEGORIES.md: Categories and rules).
///
/// Tried when a value does not already name a category of its side (any case): first the
/// per-export tables of labels that exports use (``tables``), then ``keywords`` on the label's
/// words. A label neither places, or whose category does not exist on the row's side (Monzo
/// `income` on money spent), stays a category of its own, named as the export wrote it.
///
/// The tables are kept per export, as the exports document them, and consulted together: a
/// categoriser does not know which export a row came from, and no label means two different
/// things in two exports (a test holds them to that).
enum ExportTaxonomy {
    /// How a label was placed, for `explain`.
    struct Placement: Sendable, Hashable {
        /// The built-in category's name.
        var category: String
        /// `amex table`, `keyword "grocer"`.
        var how: String
    }

    /// A keyword: a word start in the label (`grocer` in `Groceries`), or a whole word when
    /// `wholeWord` (`rent`, never `rental` or `parent`).
    struct Keyword: Sendable, Hashable {
        var text: String
        var category: String
        var wholeWord = false
    }

    private static let food = BuiltinTaxonomy.foodAndDining, groceries = BuiltinTaxonomy.groceries
    private static let shopping = BuiltinTaxonomy.shopping, travel = BuiltinTaxonomy.travel
    private static let transport = BuiltinTaxonomy.transportAndFuel, bills = BuiltinTaxonomy.billsAndUtilities
    private static let entertainment = BuiltinTaxonomy.entertainment, health = BuiltinTaxonomy.health
    private static let education = BuiltinTaxonomy.education, rent = BuiltinTaxonomy.rent
    private static let transfers = BuiltinTaxonomy.transfers, salary = BuiltinTaxonomy.salary
    private static let refunds = BuiltinTaxonomy.refunds, cashback = BuiltinTaxonomy.cashback
    private static let interest = BuiltinTaxonomy.interest

    /// The labels each export writes (docs/research/bank-formats.md), by profile id, each with
    /// the built-in category it means.
    static let tables: [(profile: String, labels: [String: String])] = [
        (
            "amex",
            [
                "Merchandise & Supplies-Groceries": groceries, "Merchandise & Supplies-Pharmacies": health,
                "Merchandise & Supplies-Department Stores": shopping,
                "Merchandise & Supplies-Internet Purchase": shopping,
                "Merchandise & Supplies-Clothing Stores": shopping,
                "Merchandise & Supplies-Computer Supplies": shopping,
                "Merchandise & Supplies-Electronics Stores": shopping,
                "Merchandise & Supplies-General Retail": shopping,
                "Merchandise & Supplies-Hardware Supplies": shopping,
                "Merchandise & Supplies-Sporting Goods Stores": shopping,
                "Merchandise & Supplies-Book Stores": shopping, "Merchandise & Supplies-Mail Order": shopping,
                "Merchandise & Supplies-Wholesale Stores": shopping,
                "Restaurant-Restaurant": food, "Restaurant-Bar & Café": food,
                "Transportation-Fuel": transport, "Transportation-Taxis & Coach": transport,
                "Transportation-Parking Charges": transport, "Transportation-Rail Services": transport,
                "Transportation-Tolls & Fees": transport, "Transportation-Auto Services": transport,
                "Travel-Airline": travel, "Travel-Lodging": travel, "Travel-Travel Agencies": travel,
                "Travel-Vehicle Rental": travel,
                "Business Services-Utilities": bills, "Communications-Cable & Internet Comm": bills,
                "Communications-Telephone Comm": bills, "Business Services-Health Care Services": health,
                "Entertainment-Associations": entertainment, "Entertainment-General Attractions": entertainment,
                "Entertainment-Theatrical Events": entertainment, "Entertainment-Bars & Nightclubs": entertainment,
            ]
        ),
        (
            "chase-card",
            [
                "Food & Drink": food, "Groceries": groceries, "Shopping": shopping, "Travel": travel, "Gas": transport,
                "Automotive": transport, "Bills & Utilities": bills, "Entertainment": entertainment,
                "Health & Wellness": health, "Education": education,
            ]
        ),
        (
            "capitalone-card",
            [
                "Dining": food, "Grocery": groceries, "Merchandise": shopping, "Gas/Automotive": transport,
                "Airfare": travel, "Lodging": travel, "Car Rental": travel, "Other Travel": travel,
                "Entertainment": entertainment, "Health Care": health, "Phone/Cable": bills, "Utilities": bills,
                "Payment/Credit": transfers,
            ]
        ),
        (
            "discover",
            [
                "Restaurants": food, "Supermarkets": groceries, "Merchandise": shopping, "Department Stores": shopping,
                "Home Improvement": shopping, "Gasoline": transport, "Automotive": transport,
                "Travel/ Entertainment": travel, "Medical Services": health, "Education": education,
                "Payments and Credits": transfers, "Awards and Rebate Credits": cashback,
            ]
        ),
        (
            "monzo",
            [
                "eating_out": food, "Eating out": food, "groceries": groceries, "shopping": shopping,
                "transport": transport,
                "bills": bills, "entertainment": entertainment, "holidays": travel, "income": salary,
                "transfers": transfers, "savings": transfers, "cash": transfers,
            ]
        ),
        (
            "revolut-legacy",
            [
                "Restaurants": food, "Groceries": groceries, "Shopping": shopping, "Transport": transport,
                "Travel": travel,
                "Entertainment": entertainment, "Health": health, "Utilities": bills, "Cash": transfers,
                "Transfers": transfers,
            ]
        ),
        (
            "n26",
            [
                "Bars & Restaurants": food, "Food & Groceries": groceries, "Shopping": shopping,
                "Media & Electronics": shopping,
                "Transport & Car": transport, "Travel & Holidays": travel, "Leisure & Entertainment": entertainment,
                "Healthcare & Drug Stores": health, "Household & Utilities": bills, "Education": education,
                "Income": salary, "Savings & Investments": transfers, "Cash": transfers, "ATM": transfers,
            ]
        ),
    ]

    /// Every table's labels, lower-cased (as UTF-8), with their category and the first export that lists them.
    static let labels: [[UInt8]: (category: String, profile: String)] = {
        var merged: [[UInt8]: (category: String, profile: String)] = [:]
        for (profile, labels) in tables {
            for (label, category) in labels where merged[Array(label.lowercased().utf8)] == nil {
                merged[Array(label.lowercased().utf8)] = (category, profile)
            }
        }
        return merged
    }()

    /// Tried in order, the first whose text is in the label wins: the specific before the
    /// general (`grocer` before `merchandise`, so Amex `Merchandise & Supplies-Groceries` is Groceries).
    static let keywords: [Keyword] = [
        Keyword(text: "grocer", category: groceries), Keyword(text: "supermarket", category: groceries),
        Keyword(text: "pharmac", category: health), Keyword(text: "drug store", category: health),
        Keyword(text: "medical", category: health), Keyword(text: "health", category: health),
        Keyword(text: "doctor", category: health), Keyword(text: "dental", category: health),
        Keyword(text: "restaurant", category: food), Keyword(text: "dining", category: food),
        Keyword(text: "eating", category: food), Keyword(text: "food", category: food),
        Keyword(text: "café", category: food), Keyword(text: "cafe", category: food),
        Keyword(text: "coffee", category: food),
        Keyword(text: "fuel", category: transport), Keyword(text: "gasoline", category: transport),
        Keyword(text: "petrol", category: transport), Keyword(text: "taxi", category: transport),
        Keyword(text: "parking", category: transport), Keyword(text: "transit", category: transport),
        Keyword(text: "transport", category: transport), Keyword(text: "automotive", category: transport),
        Keyword(text: "airline", category: travel), Keyword(text: "airfare", category: travel),
        Keyword(text: "lodging", category: travel), Keyword(text: "hotel", category: travel),
        Keyword(text: "holiday", category: travel), Keyword(text: "travel", category: travel),
        Keyword(text: "utilit", category: bills), Keyword(text: "telephone", category: bills),
        Keyword(text: "phone", category: bills), Keyword(text: "bills", category: bills),
        Keyword(text: "entertainment", category: entertainment), Keyword(text: "leisure", category: entertainment),
        Keyword(text: "cinema", category: entertainment),
        Keyword(text: "education", category: education), Keyword(text: "tuition", category: education),
        Keyword(text: "rent", category: rent, wholeWord: true),
        Keyword(text: "merchandise", category: shopping), Keyword(text: "shopping", category: shopping),
        Keyword(text: "department store", category: shopping), Keyword(text: "retail", category: shopping),
        Keyword(text: "clothing", category: shopping),
        Keyword(text: "salary", category: salary), Keyword(text: "payroll", category: salary),
        Keyword(text: "refund", category: refunds), Keyword(text: "cashback", category: cashback),
        Keyword(text: "rebate", category: cashback), Keyword(text: "interest", category: interest, wholeWord: true),
        Keyword(text: "transfer", category: transfers),
    ]

    /// Indices into ``keywords`` by their first byte (the keywords are lower case).
    private static let keywordsByFirstByte: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (index, keyword) in keywords.enumerated() {
            if let first = keyword.text.utf8.first { table[Int(first)].append(index) }
        }
        return table
    }()
    private static let keywordBytes: [[UInt8]] = keywords.map { Array($0.text.utf8) }

    /// Where `label` goes: a table's category, else the first keyword's (in ``keywords`` order);
    /// `nil` when neither places it.
    ///
    /// One pass over the label's bytes: at each word start only the keywords beginning with that
    /// byte are compared, so a run of many distinct labels (docs/LIMITS.md: Limits) stays cheap.
    static func place(_ label: String) -> Placement? {
        let folded = lowerCased(label)
        if let entry = labels[folded] { return Placement(category: entry.category, how: "\(entry.profile) table") }
        return firstKeyword(in: folded).map {
            Placement(category: keywords[$0].category, how: "keyword \"\(keywords[$0].text)\"")
        }
    }

    /// `label` lower-cased as UTF-8, scalar by scalar: ASCII letters by a bit, any other scalar
    /// by its Unicode lower-case mapping (`É` → `é`). Cheaper than `String.lowercased()`, which
    /// the labels of a long run (docs/LIMITS.md: Limits) would pay per row.
    static func lowerCased(_ label: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.utf8.count)
        for scalar in label.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            } else {
                bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return bytes
    }

    /// The index of the first keyword of ``keywords`` found in `text` (lower-case UTF-8).
    static func firstKeyword(in text: [UInt8]) -> Int? {
        var best: Int?
        var previous: UInt8 = 0x20
        for position in text.indices {
            let byte = text[position]
            defer { previous = byte }
            guard !isWordByte(previous) else { continue }
            for index in keywordsByFirstByte[Int(byte)] where best.map({ index < $0 }) ?? true {
                let word = keywordBytes[index]
                guard text.endIndex - position >= word.count,
                    text[position..<(position + word.count)].elementsEqual(word)
                else { continue }
                let end = position + word.count
                if keywords[index].wholeWord && end < text.endIndex && isWordByte(text[end]) { continue }
                best = index
            }
        }
        return best
    }

    /// A letter, or a byte of a non-ASCII character (treated as a letter).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
