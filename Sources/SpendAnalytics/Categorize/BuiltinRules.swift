/// A built-in keyword rule: the category it gives when one of its keywords occurs in a
/// description (case-insensitively), on the side(s) where the category exists.
struct BuiltinRule: Sendable {
    var category: String
    /// `nil`: both sides where the category exists (only Transfers and Others exist on both).
    var direction: Direction?
    /// Keywords that must stand as whole words (`ola` in `UPI-OLA CABS-…`, not in `COCA COLA`).
    var words: [String]
    /// Keywords matched anywhere (`swiggy` in `swiggy.stores@axb`).
    var contains: [String]

    init(_ category: String, _ direction: Direction?, words: [String] = [], contains: [String] = []) {
        self.category = category
        self.direction = direction
        self.words = words
        self.contains = contains
    }
}

/// The built-in rules (docs/CATEGORIES.md: Categories and rules), tried after the user's rules and the export's own Category
/// column, in this order; the first rule with a keyword in the description wins: ``merchants``, then the
/// merchant dictionary (``MerchantDictionary/matcher``), then ``generic``.
///
/// The order settles overlaps: refunds and cashback before anything else on money received;
/// a card's fees before the card-bill phrases; unambiguous own-account, wallet and card-bill phrases
/// (``CardBillPhrases``, from `Lexicon/card-bills.tsv`) before merchants (an Amazon Pay
/// "add money" is a wallet top-up, not shopping); a few brand-specific overrides (Swiggy
/// Instamart is groceries, Uber Eats is food, Costco gas is fuel) before the merchant lists;
/// generic phrases ("transfer to", "autopay", bank charges) last, so a merchant named in the same
/// narration wins. Person-to-person payments (`IMPS/P2A/…`, Zelle, Venmo, PIX) are the payment
/// rails of the lexicon (`Lexicon/rails.tsv`), consulted after every merchant; a bare UPI payment
/// to a name stays in Others (most UPI payments are shops).
///
/// Cash withdrawals are Transfers: like a wallet top-up, the money only moves to the user's
/// own pocket, and what it is later spent on is unknown.
enum BuiltinRules {
    typealias T = BuiltinTaxonomy

    /// The rules of the built-in automaton: ``merchants`` then ``generic`` (the rule engine
    /// consults the merchant dictionary between the two, see ``dictionaryPosition``).
    static let all: [BuiltinRule] = merchants + generic

    /// Where the merchant dictionary sits in ``all``'s precedence: after this many rules.
    static var dictionaryPosition: Int { merchants.count }

    /// Everything before the merchant dictionary: money received, transfers, brand overrides and
    /// the merchant and narration lists by category.
    static let merchants: [BuiltinRule] = [
        // MARK: Rent (before the transfer phrases: "CRED … RENT" is rent, not a card bill)
        BuiltinRule(
            T.rent, .spent,
            words: ["rent", "house rent", "miete", "loyer", "rentpay"],
            contains: ["nobroker", "nestaway"]),

        // MARK: Money received: refunds and cashback first
        BuiltinRule(
            T.cashback, .received,
            words: ["reward", "rewards"],
            contains: ["cashback", "cash back", "cash-back", "scratch card"]),
        BuiltinRule(
            T.refunds, .received,
            words: ["rev", "rfnd", "return credit"],
            contains: [
                "refund", "reversal", "reversed", "chargeback", "charge back", "erstattung",
                "remboursement", "tax ref", "irs treas",
            ]),

        // MARK: Money received: salary and interest
        BuiltinRule(
            T.salary, .received,
            words: [
                "sal", "salary", "salaries", "wages", "wage", "stipend", "gehalt", "lohn", "bonus",
                "pension", "rente",
            ],
            contains: ["payroll", "direct dep", "directdep", "dir dep"]),
        BuiltinRule(
            T.interest, .received,
            words: ["interest", "intrst", "zinsen", "zins", "dividend", "dividends"],
            contains: ["int.pd", "int pd", "int.cr", "int paid"]),

        // MARK: A card's fees (before the card-bill phrases: "CREDIT CARD ANNUAL FEE" is a bank
        // charge, not a payment of the card's bill)
        BuiltinRule(
            T.billsAndUtilities, .spent,
            contains: [
                "card fee", "card annual fee", "card membership fee", "card joining fee",
                "card renewal fee", "card late fee", "card late payment fee",
            ]),

        // MARK: Transfers: unambiguous own-account, wallet, cash and card-bill phrases
        BuiltinRule(
            T.transfers, nil,
            words: ["to self", "self transfer", "sweep", "converted", "exchanged to"],
            contains: [
                // wallet top-ups
                "added to wallet", "add money", "wallet top", "wallet load", "load money",
                "top-up by", "top up by", "topup by", "bank deposit to pp account",
                // own accounts
                "transfer to self", "own account", "own a/c", "own acc", "between own",
                "internal transfer", "transfer to savings", "transfer from savings",
                "online transfer to sav", "online transfer from sav", "online transfer to chk",
                "online transfer from chk", "pot transfer", "savings pot", "transfer to pot",
                "transfer from pot", "fixed deposit", "recurring deposit", "fd booking", "rd instal",
                // card bills: the broad English words here, the phrases of many languages in
                // Lexicon/card-bills.tsv (CardBillPhrases, appended below)
                "thank you", "credit card", "creditcard", "epayment", "e-payment", "mobile pmt", "mobile pymt",
                "online pymt",
                // cash
                "atm wdl", "atm wd", "atm cash", "atm withdrawal", "cash withdrawal", "cash wdl", "atw-", "nwd-",
                "eaw-",
                "cash deposit", "cash dep",
            ] + CardBillPhrases.phrases),

        // MARK: Brand-specific overrides of the merchant lists below
        BuiltinRule(
            T.transportAndFuel, .spent,
            contains: [
                "costco gas", "costco fuel", "sams club fuel", "kroger fuel", "safeway fuel",
                "tesco petrol", "sainsburys petrol", "asda petrol",
            ]),
        BuiltinRule(
            T.groceries, .spent,
            contains: [
                "instamart", "amazon fresh", "amazonfresh", "flipkart grocery", "flipkart supermart",
                "jiomart", "metro cash",
            ]),
        BuiltinRule(
            T.foodAndDining, .spent,
            contains: ["uber eats", "uber *eats", "ubereats", "swiggy dineout", "zomato"]),
        BuiltinRule(
            T.entertainment, .spent,
            contains: [
                "amazon prime", "prime video", "primevideo", "jiohotstar", "jiocinema", "jio cinema",
                "airtel xstream", "youtube", "google play", "apple.com/bill", "itunes", "apple music",
            ]),

        // MARK: Merchants and narrations, by category
        BuiltinRule(
            T.groceries, .spent,
            words: [
                "aldi", "lidl", "rewe", "edeka", "netto", "penny", "heb", "spar",
                "grocery", "groceries", "supermarket", "supermarkt", "kirana", "hypermarket",
            ],
            contains: [
                "bigbasket", "big basket", "bbdaily", "bb daily", "blinkit", "grofers", "zepto", "dmart",
                "d-mart", "d mart", "avenue supermart", "reliance fresh", "reliance smart", "smart bazaar",
                "more retail", "more supermarket", "spencer", "nature's basket", "natures basket",
                "star bazaar", "ratnadeep", "milkbasket", "country delight", "licious", "freshtohome",
                "dunzo", "easyday", "vishal mega mart",
                "whole foods", "wholefds", "trader joe", "safeway", "kroger", "publix", "wegmans",
                "sam's club", "sams club", "food lion", "giant eagle", "stop & shop", "sprouts", "instacart",
                "albertsons", "h-e-b", "meijer", "harris teeter", "fresh market",
                "tesco", "sainsbury", "asda", "morrisons", "waitrose", "ocado", "iceland foods",
                "kaufland", "albert heijn", "co-op food", "coop food", "carrefour", "denns", "alnatura", "migros",
                "monoprix",
            ]),
        BuiltinRule(
            T.foodAndDining, .spent,
            words: [
                "pret", "ccd", "cafe", "café", "coffee", "restaurant", "restaurants", "food",
                "bakery", "pizzeria", "pizza", "sushi", "canteen", "mensa", "diner", "bistro", "eatery",
                "dhaba", "biryani", "sweets", "kfc", "bbq", "wolt", "dine", "dining", "brewery", "pub",
            ],
            contains: [
                "swiggy", "dominos", "domino's", "pizza hut", "pizzahut", "mcdonald", "burger king",
                "starbucks", "chipotle", "dunkin", "pret a manger", "costa coffee", "cafe coffee day",
                "eatsure", "faasos", "box8", "haldiram", "chaayos", "third wave coffee", "blue tokai",
                "barbeque nation", "behrouz", "wow momo", "theobroma", "baskin", "ice cream", "juice",
                "doordash", "grubhub", "deliveroo", "just eat", "just-eat", "lieferando", "greggs",
                "nando", "wagamama", "taco bell", "wendy's", "wendys", "panera", "chick-fil-a", "five guys",
                "shake shack", "tim hortons", "popeyes", "panda express", "in-n-out", "jack in the box",
                "bar & grill", "tst*", "dineout", "bäckerei", "baeckerei",
            ]),
        BuiltinRule(
            T.entertainment, .spent,
            words: [
                "pvr", "inox", "hbo", "steam", "cinema", "cinemas", "movie",
                "movies", "theatre", "theater", "mpl", "bowling", "arcade",
            ],
            contains: [
                "netflix", "hotstar", "disney+", "disneyplus", "disney plus", "sonyliv", "sony liv", "zee5",
                "spotify", "gaana", "jiosaavn", "saavn", "wynk", "bookmyshow", "cinepolis", "paytm insider",
                "playstation", "xbox", "nintendo", "steamgames", "steampowered", "hulu", "max.com",
                "paramount+", "paramount plus", "peacock", "audible", "cineworld", "odeon", "ticketmaster",
                "eventbrite", "stubhub", "amc theat", "regal cinema", "vue cinema", "vue entertainment", "twitch",
                "patreon", "crunchyroll", "dream11", "my11circle",
            ]),
        BuiltinRule(
            T.transportAndFuel, .spent,
            words: [
                "ola", "toll", "mobil", "bp", "esso", "aral", "tfl", "mta", "bvg", "mvv",
                "hvv", "septa", "taxi", "cab", "cabs", "petrol", "diesel", "fuel", "parking", "wawa", "lyft",
            ],
            contains: [
                "olacabs", "ola cabs", "rapido", "metro rail", "metro card", "namma metro", "delhi metro",
                "mumbai metro", "metro transit", "blusmart", "namma yatri", "meru cabs", "bmtc", "dmrc",
                "bmrcl", "mmrcl", "fastag", "nhai", "indian oil", "iocl", "hpcl", "hindustan petroleum",
                "bharat petroleum", "bpcl", "nayara", "jio-bp", "petrol pump", "filling station",
                "fuel station", "chevron", "exxon", "texaco", "sunoco", "valero", "marathon petro",
                "speedway", "circle k", "totalenergies", "tankstelle", "transport for london", "oyster",
                "metrocard", "nyct", "clipper", "ventra", "bolt.eu", "parkmobile", "chargepoint",
                "supercharger", "ev charging", "car wash",
            ]),
        BuiltinRule(
            T.travel, .spent,
            words: [
                "oyo", "ihg", "klm", "gwr", "lner", "sncf", "emirates", "etihad", "hertz",
                "sixt", "airline", "airlines", "airways", "airport", "travels",
            ],
            contains: [
                "irctc", "makemytrip", "make my trip", "goibibo", "cleartrip", "yatra", "easemytrip", "ixigo",
                "redbus", "abhibus", "interglobe", "air india", "airindia", "vistara", "spicejet", "akasa",
                "airbnb", "booking.com", "expedia", "agoda", "trivago", "hotels.com", "marriott", "hilton",
                "hyatt", "holiday inn", "taj hotels", "ihcl", "delta air", "united airlines", "united.com",
                "american airlines", "southwest air", "southwes ", "jetblue", "avis rent", "avis budget", "alaska air",
                "spirit airl", "frontier airl",
                "british airways", "virgin atlantic", "ryanair", "easyjet", "wizz air", "lufthansa",
                "air france", "qatar airways", "singapore airlines", "deutsche bahn", "db vertrieb",
                "db fernverkehr", "bahn.de", "trainline", "amtrak", "eurostar", "avanti west", "flixbus",
                "greyhound", "megabus", "car rental", "rent-a-car", "zoomcar",
            ]),
        BuiltinRule(
            T.health, .spent,
            words: [
                "apollo", "cvs", "boots", "gym", "fitness", "yoga", "physio", "doctor", "dentist", "dental",
                "clinic", "hospital", "hospitals", "pharmacy", "chemist", "chemists", "medical",
                "medicals", "medicine", "medicines", "diagnostic", "diagnostics", "pathology",
                "healthcare", "optician", "optical",
            ],
            contains: [
                "pharmeasy", "1mg", "netmeds", "medplus", "practo", "cult.fit", "cultfit", "curefit",
                "healthifyme", "lal path", "thyrocare", "metropolis", "fortis", "manipal hosp",
                "narayana health", "lenskart", "walgreens", "rite aid", "superdrug", "specsavers",
                "apotheke", "pharmacie",
            ]),
        BuiltinRule(
            T.education, .spent,
            words: [
                "school", "college", "university", "tuition", "coaching", "vidyalaya", "edx", "bookstore",
                "ielts", "toefl",
            ],
            contains: [
                "byju", "unacademy", "vedantu", "physicswallah", "upgrad", "coursera", "udemy", "skillshare",
                "duolingo", "khan academy", "simplilearn", "great learning", "whitehat jr", "chegg",
                "masterclass", "linkedin learning", "pluralsight", "barnes & noble", "waterstones",
                "book store", "exam fee",
            ]),
        BuiltinRule(
            T.shopping, .spent,
            words: [
                "amazon", "amzn", "trends", "ikea", "target", "ebay", "etsy", "shein", "temu",
                "nike", "adidas", "puma", "bata", "gap", "mall", "m&s", "h&m", "argos", "primark",
                "currys", "staples", "sephora", "ulta", "marshalls", "nordstrom", "wayfair", "chewy",
                "petco", "petsmart", "rossmann", "electronics",
            ],
            contains: [
                "flipkart", "myntra", "ajio", "nykaa", "meesho", "snapdeal", "tata cliq", "tatacliq", "croma",
                "reliance digital", "vijay sales", "decathlon", "lifestyle", "shoppers stop", "westside",
                "pantaloons", "max fashion", "uniqlo", "marks & spencer", "marks and spencer", "john lewis",
                "zalando", "otto.de", "zara.com", "zara india", "inditex", "mediamarkt", "media markt", "dm-drogerie",
                "dm drogerie", "walmart", "wal-mart",
                "wm supercenter", "best buy", "bestbuy", "aliexpress", "home depot", "lowe's", "lowes",
                "tj maxx", "tjmaxx", "tk maxx", "macy's", "macys", "kohl's", "kohls", "old navy",
                "firstcry", "pepperfry", "urban ladder", "tanishq", "purplle", "apple store", "dollar tree",
                "dollar general", "five below", "bed bath", "office depot", "bath & body works",
                "lululemon", "foot locker", "jcpenney", "banana republic",
            ]),
        BuiltinRule(
            T.billsAndUtilities, .spent,
            words: [
                "jio", "airtel", "bsnl", "mtnl", "bbps", "electricity", "electric", "recharge", "postpaid",
                "prepaid", "broadband", "fibernet", "lpg", "insurance", "lic", "igl", "bses", "cesc",
                "kseb", "tneb", "con ed", "coned", "comcast", "xfinity", "verizon", "spectrum", "utility",
                "utilities", "telekom", "stadtwerke", "emi", "loan",
            ],
            contains: [
                "bescom", "vodafone", "act fibernet", "hathway", "excitel", "tata play", "tatasky",
                "tata sky", "dish tv", "d2h", "sun direct", "mahanagar gas", "indraprastha gas",
                "adani electricity", "adani gas", "tata power", "msedcl", "mahavitaran", "tangedco",
                "tpddl", "uppcl", "bwssb", "water bill", "gas bill", "indane", "hp gas", "bharatgas",
                "bharat gas", "policybazaar", "pg&e", "at&t", "t-mobile", "tmobile", "duke energy",
                "national grid", "british gas", "octopus energy", "edf energy", "eon next", "ovo energy",
                "thames water", "council tax", "tv licence", "virgin media", "vattenfall", "rundfunk",
                "geico", "state farm", "allstate", "icloud", "google one", "dropbox", "property tax",
                "mobile bill", "phone bill",
            ]),
    ]

    /// Generic phrases, after every merchant (of the lists above and of the dictionary).
    static let generic: [BuiltinRule] = [
        BuiltinRule(
            T.transfers, nil,
            words: ["autopay", "sip", "ppf", "nps"],
            contains: [
                "transfer to", "transfer from", "trf to", "trf from", "mutual fund", "zerodha",
                "groww", "upstox", "indmoney", "kuvera", "vanguard", "fidelity", "robinhood",
                "schwab", "coinbase",
            ]),
        BuiltinRule(
            T.billsAndUtilities, .spent,
            words: ["charges", "chgs", "fee", "fees", "annual fee", "bill", "billpay"]),
        // A credit from a merchant is almost always money coming back.
        BuiltinRule(
            T.refunds, .received,
            words: ["amazon", "amzn", "uber", "ola", "target"],
            contains: [
                "flipkart", "myntra", "ajio", "nykaa", "meesho", "swiggy", "zomato", "irctc",
                "makemytrip", "goibibo", "cleartrip", "bookmyshow", "zepto", "blinkit", "bigbasket",
                "walmart", "best buy", "ebay", "etsy", "expedia", "airbnb", "booking.com", "doordash",
            ]),
    ]
}
