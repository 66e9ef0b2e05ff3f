import Foundation
import Testing
@testable import SpendAnalytics

/// The merchant dictionary (`Categorize/Merchants/*.tsv`): well-known chains of each country land
/// in their category, names match as whole words whatever their case and diacritics, `explain`
/// names the file and line, and a month's statement from each of 20 countries keeps Others at
/// most 15 % of its spending.
@Suite("Merchant dictionary")
struct MerchantDictionaryTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("merchants")

    static let G = "Groceries", F = "Food & Dining", S = "Shopping", T = "Travel", V = "Transport & Fuel"
    static let B = "Bills & Utilities", E = "Entertainment", H = "Health", D = "Education"

    /// Card and bank narrations as each country's exports write them → the category expected.
    static let table: [(country: String, cases: [(String, String)])] = [
        ("pl", [("BIEDRONKA 3345 WARSZAWA", G), ("ZABKA Z5521 K.1 KRAKOW", G), ("Żabka Polska sp. z o.o.", G),
                ("ORLEN STACJA NR 812", V), ("PKP INTERCITY BILET", V), ("ROSSMANN 0231", S), ("LIDL MARYWILSKA", G),
                ("ALLEGRO.PL ZAKUP", S), ("PGE OBROT SA", B), ("ORANGE POLSKA FAKTURA", B), ("APTEKA GEMINI 44", H),
                ("CINEMA CITY ARKADIA", E), ("DINO POLSKA 1442", G), ("LUX MED WIZYTA", H), ("PLL LOT BILET", T)]),
        ("ca", [("LOBLAWS #1024 TORONTO ON", G), ("METRO #612 TORONTO ON", G), ("SOBEYS #4411", G),
                ("PETRO-CANADA 50123", V), ("PRESTO FARE/CHARGE", V), ("SHOPPERS DRUG MART #0823", H),
                ("LCBO/RAO #0217 TORONTO", G), ("AIR CANADA 0142198831", T), ("ROGERS ******6123", B),
                ("TORONTO HYDRO-ELECTRIC", B), ("CANADIAN TIRE #0144", S), ("CANADIAN TIRE GAS BAR #0144", V),
                ("SKIPTHEDISHES", F), ("CINEPLEX ENTERTAINMENT", E)]),
        ("au", [("WOOLWORTHS 1234 SYDNEY", G), ("COLES 0777", G), ("AMPOL FOODARY", V), ("TRANSPORTFORNSW OPAL", V),
                ("CHEMIST WAREHOUSE BONDI", H), ("BUNNINGS 4411", S), ("TELSTRA PREPAID", B), ("AGL SALES PTY LTD", B),
                ("QANTAS AIRWAYS", T), ("HUNGRY JACKS 4421", F), ("MENULOG PTY LTD", F), ("HOYTS BROADWAY", E)]),
        ("br", [("PAO DE ACUCAR 1221", G), ("Pão de Açúcar Itaim", G), ("ASSAI ATACADISTA", G), ("POSTO IPIRANGA 2231", V),
                ("IFOOD *RESTAURANTE", F), ("DROGASIL 0451", H), ("MERCADOLIVRE*VENDEDOR", S), ("VIVO FIXO", B),
                ("SABESP CONTA AGUA", B), ("LATAM AIRLINES", T), ("CINEMARK ELDORADO", E), ("SEM PARAR MENSALIDADE", V)]),
        ("es", [("MERCADONA AV. AMERICA", G), ("REPSOL ES 4411", V), ("RENFE VIAJEROS", V), ("METRO DE MADRID RECARGA", V),
                ("IBERDROLA CLIENTES", B), ("MOVISTAR FACTURA", B), ("FARMACIA LDO. GARCIA", H), ("TELEPIZZA 0231", F),
                ("EL CORTE INGLES CASTELLANA", S), ("VUELING AIRLINES", T), ("CINESA PRINCIPE PIO", E), ("GLOVO*PEDIDO", F)]),
        ("fr", [("CB E.LECLERC IVRY", G), ("CB INTERMARCHE", G), ("CB Intermarché Super", G), ("PRLV SEPA EDF CLIENTS", B),
                ("CB RATP NAVIGO", V), ("CB TOTAL ACCESS PARIS", V), ("PRLV SEPA ORANGE", B), ("CB PICARD PARIS", G),
                ("CB FNAC MONTPARNASSE", S), ("CB UGC CINE CITE", E), ("CB BRIOCHE DOREE", F), ("CB SNCF CONNECT", T)]),
        ("nl", [("ALBERT HEIJN 1403", G), ("JUMBO AMSTERDAM WEST", G), ("NS GROEP IZ NS REIZIGERS", V), ("GVB AMSTERDAM", V),
                ("KRUIDVAT 7741", S), ("BOL.COM BV", S), ("KPN BV", B), ("ZIGGO SERVICES BV", B), ("THUISBEZORGD.NL", F),
                ("HEMA AMSTERDAM", S), ("APOTHEEK DE ZON", H), ("PATHE TUSCHINSKI", E)]),
        ("it", [("ESSELUNGA MILANO", G), ("CONAD CITY MILANO", G), ("ENI STATION 4412", V), ("TRENITALIA BIGLIETTO", V),
                ("ATM MILANO ABBONAMENTO", V), ("ENEL ENERGIA BOLLETTA", B), ("TIM SPA FATTURA", B), ("FARMACIA SAN MARCO", H),
                ("AUTOGRILL 0231", F), ("MEDIAWORLD MILANO", S), ("THE SPACE CINEMA ODEON", E), ("FELTRINELLI DUOMO", D)]),
        ("jp", [("セブン-イレブン 新宿3丁目店", G), ("SEVEN-ELEVEN SHINJUKU", G), ("ファミリーマート 渋谷店", G), ("LAWSON IKEBUKURO", G),
                ("JR東日本 モバイルSUICA", V), ("ENEOS 世田谷SS", V), ("東京電力エナジーパートナー", B), ("NTT DOCOMO", B),
                ("マツモトキヨシ 新宿店", H), ("吉野家 新宿南口店", F), ("ヨドバシカメラ 新宿西口", S), ("TOHOシネマズ 新宿", E),
                ("JAL 国内線", T)]),
        ("cn", [("美团外卖 订单", F), ("饿了么 午餐", F), ("盒马鲜生 上海", G), ("滴滴出行", V), ("上海地铁 交通卡充值", V),
                ("中国石化 加油站", V), ("中国移动 话费充值", B), ("国家电网 电费", B), ("京东商城 订单", S), ("拼多多 订单", S),
                ("老百姓大药房", H), ("携程旅行 机票", T), ("爱奇艺 会员", E)]),
        ("ke", [("Merchant Payment to 512345 - NAIVAS LTD", G), ("QUICKMART KILIMANI", G), ("Pay Bill to 888880 - KPLC PREPAID", B),
                ("Buy Airtime SAFARICOM", B), ("Pay Bill to 891300 - ZUKU", B), ("RUBIS WESTLANDS", V),
                ("JAVA HOUSE ABC PLACE", F), ("GOODLIFE PHARMACY", H), ("MADARAKA EXPRESS SGR TICKET", V),
                ("KENYA AIRWAYS BOOKING", T), ("JUMIA KENYA ORDER", S), ("SHOWMAX SUBSCRIPTION", E)]),
        ("kz", [("Покупка MAGNUM CASH&CARRY ALMATY", G), ("Покупка МАГНУМ", G), ("Покупка Смолл Алматы", G),
                ("Покупка SINOOIL АЗС 45", V), ("Yandex Go поездка", V), ("Оплата Alseco", B), ("Оплата Kcell", B),
                ("Покупка Европа Фарма", H), ("Покупка Kaspi Магазин", S), ("Покупка Додо Пицца", F),
                ("Air Astana билет", T), ("Кинопарк 8 IMAX", E)]),
        ("ch", [("ACHAT MIGROS GENEVE", G), ("ACHAT COOP GENEVE CORNAVIN", G), ("ACHAT DENNER 4411", G),
                ("CFF BILLET GENEVE-LAUSANNE", V), ("SBB MOBILE TICKET", V), ("SWISSCOM (SCHWEIZ) AG", B), ("SERAFE AG", B),
                ("ACHAT AMAVITA GENEVE", H), ("ACHAT MANOR GENEVE", S), ("GALAXUS.CH", S), ("PATHE BALEXERT", E),
                ("HELSANA ASSURANCES", B)]),
        ("nordics", [("ICA NARA TENSTA", G), ("WILLYS HEMMA", G), ("HEMKÖP CITY", G), ("HEMKOP CITY", G), ("REMA 1000 GRUNERLOKKA", G),
                     ("SL ACCESS 30-DAGARS", V), ("PREEM 0441", V), ("TELIA SVERIGE AB", B), ("APOTEK HJÄRTAT 112", H),
                     ("ESPRESSO HOUSE 331", F), ("SYSTEMBOLAGET 0211", G), ("ELGIGANTEN SOLNA", S), ("FINNAIR", T),
                     ("FILMSTADEN SERGEL", E)]),
        ("mx", [("OXXO INSURGENTES", G), ("SORIANA HIPER 0331", G), ("PEMEX ES 8812", V), ("METRO CDMX RECARGA", V),
                ("TELCEL PAGO", B), ("CFE SUMINISTRADOR", B), ("FARMACIAS DEL AHORRO 112", H), ("SANBORNS INSURGENTES", F),
                ("MERCADO LIBRE MX", S), ("LIVERPOOL TIENDA PERISUR", S), ("CINEPOLIS PERISUR", E), ("VOLARIS", T)]),
        ("id", [("INDOMARET CIKINI", G), ("ALFAMART KEMANG", G), ("PERTAMINA SPBU 34-12301", V), ("GOJEK GORIDE", V),
                ("GRAB GRABCAR", V), ("GRABFOOD", F), ("TELKOMSEL PULSA", B), ("PLN TOKEN LISTRIK", B), ("KIMIA FARMA APOTEK", H),
                ("TOKOPEDIA", S), ("KOPI KENANGAN", F), ("CINEMA XXI", E), ("TRAVELOKA", T)]),
        ("za", [("CHECKERS HYPER SANDTON", G), ("PICK N PAY ROSEBANK", G), ("WOOLWORTHS SANDTON", G), ("ENGEN SANDTON", V),
                ("GAUTRAIN", V), ("VODACOM", B), ("CITY POWER PREPAID", B), ("DIS-CHEM ROSEBANK", H), ("CLICKS SANDTON", H),
                ("MUGG & BEAN", F), ("TAKEALOT", S), ("STER-KINEKOR", E), ("FLYSAFAIR", T)]),
        ("de", [("NORMA FILIALE 112", G), ("GLOBUS SB-WARENHAUS", G), ("JET TANKSTELLE 4411", V), ("MVG MUENCHEN", V),
                ("1&1 TELECOM GMBH", B), ("E.ON ENERGIE DEUTSCHLAND", B), ("BEITRAGSSERVICE ARD ZDF", B),
                ("Müller Drogerie Filiale 12", S), ("MUELLER HANDELS GMBH", S), ("BACKWERK HBF", F), ("HORNBACH BAUMARKT", S),
                ("CINEMAXX BERLIN", E), ("THALIA BUCHHANDLUNG", D), ("EUROWINGS GMBH", T)]),
        ("gb", [("COSTCUTTER 112", G), ("LIDL GB LONDON", G), ("NATIONAL RAIL", V), ("SCOTRAIL", V), ("EE LIMITED", B),
                ("SKY DIGITAL", B), ("SEVERN TRENT WATER", B), ("LLOYDS PHARMACY", H), ("PUREGYM", H), ("WETHERSPOON", F),
                ("B&Q 1123", S), ("JET2.COM", T), ("PICTUREHOUSE", E)]),
        ("us", [("VONS #2231", G), ("HY-VEE 1123", G), ("7-ELEVEN 33112", G), ("SHEETZ 0231", V), ("E-ZPASS REPLENISH", V),
                ("DOMINION ENERGY", B), ("PLANET FITNESS", H), ("OLIVE GARDEN 1123", F), ("RAISING CANE'S 441", F),
                ("ROSS STORES #112", S), ("ALASKA AIRLINES", T), ("FANDANGO", E), ("SALLIE MAE", D)]),
        ("in", [("LULU HYPERMARKET KOCHI", G), ("SHELL INDIA 4411", V), ("KSRTC BUS TICKET", V), ("TORRENT POWER", B),
                ("WELLNESS FOREVER", H), ("CHAI POINT", F), ("ZUDIO 112", S), ("PVR INOX", E), ("ALLEN CAREER INSTITUTE", D),
                ("IRCTC", T), ("JIOFIBER", B)]),
    ]

    static func category(_ description: String, _ categorizer: inout Categorizer) -> Explanation {
        categorizer.explain(description: description, amount: Money(minorUnits: 1000), direction: .spent)
    }

    @Test("a chain of each country lands in its category", arguments: table.map(\.country))
    func merchantTable(country: String) throws {
        let cases = try #require(Self.table.first { $0.country == country }).cases
        #expect(cases.count >= 10)
        #expect(MerchantDictionary.regions.contains(country))
        var categorizer = Categorizer()
        for (description, category) in cases {
            let explanation = Self.category(description, &categorizer)
            #expect(explanation.category.name == category, "\(country): \(description) → \(explanation.rule)")
        }
    }

    @Test("names match whatever their case and diacritics, and only as whole words")
    func matching() {
        var categorizer = Categorizer()
        for text in ["ŻABKA", "Żabka", "żabka", "ZABKA", "zabka", "ZaBkA 12"] {
            #expect(Self.category(text, &categorizer).category.name == "Groceries", "\(text)")
        }
        // Short names do not match inside longer words.
        for text in ["DINOSAUR PARK", "COOPER & SONS", "ICARUS LTD", "METROPOLITAN LIFE", "OXXONE"] {
            #expect(Self.category(text, &categorizer).category.isOthers, "\(text): \(Self.category(text, &categorizer).rule)")
        }
        // A longer name wins over a shorter one it contains.
        #expect(Self.category("STC METRO CDMX", &categorizer).category.name == "Transport & Fuel")
        #expect(Self.category("NU METRO HYDE PARK", &categorizer).category.name == "Entertainment")
        #expect(Self.category("METRO 612", &categorizer).category.name == "Groceries")
        // Money received is never a dictionary merchant's category; the lexicon's word for a refund
        // (Polish `zwrot`) names it.
        #expect(categorizer.explain(description: "BIEDRONKA 3345", amount: nil, direction: .received).category.isOthers)
        let received = categorizer.explain(description: "BIEDRONKA ZWROT", amount: nil, direction: .received)
        #expect(received.category.name == "Refunds" && received.rule.hasPrefix("lexicon of kinds: Lexicon/pl.tsv:"), "\(received.rule)")
    }

    /// The line of `name` in `Merchants/<region>.tsv`, read here from the file.
    static func line(of name: String, region: String) throws -> Int {
        let file = ArchitectureTests.packageRoot
            .appendingPathComponent("Sources/SpendAnalytics/Categorize/Merchants/\(region).tsv")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix(name + "\t") }) + 1
    }

    @Test("explain names the dictionary file, line and name")
    func explainNamesTheSource() throws {
        var categorizer = Categorizer()
        let zabka = categorizer.explain(description: "ZABKA Z5521 K.1", amount: nil, direction: .spent)
        #expect(zabka.rule == "merchant dictionary: Merchants/pl.tsv:\(try Self.line(of: "Żabka", region: "pl")) \"Żabka\"")
        #expect(zabka.description.hasPrefix("category:    Groceries\ncolor:       #009E73\n"))
        let loblaws = categorizer.explain(description: "LOBLAWS #1024", amount: nil, direction: .spent)
        #expect(loblaws.rule == "merchant dictionary: Merchants/ca.tsv:\(try Self.line(of: "Loblaws", region: "ca")) \"Loblaws\"")
        // The built-in lists still come first: Tesco is a built-in keyword.
        #expect(categorizer.explain(description: "TESCO STORES", amount: nil, direction: .spent).rule == "built-in: keyword \"tesco\"")
    }

    @Test("every entry names a built-in spent category, and no name contradicts a built-in keyword")
    func consistentWithTheBuiltinRules() {
        let taxonomy = BuiltinTaxonomy.taxonomy
        #expect(MerchantDictionary.entries.count > 2000)
        #expect(MerchantDictionary.regions.count >= 21)
        var builtin: [[UInt8]: String] = [:]
        for rule in BuiltinRules.merchants + BuiltinRules.generic where rule.direction != .received {
            for keyword in rule.words + rule.contains { builtin[CaseFolding.folded(keyword)] = rule.category }
        }
        for entry in MerchantDictionary.entries {
            #expect(taxonomy.id(named: entry.category, direction: .spent) != nil || taxonomy.id(named: entry.category, direction: .received) != nil,
                    "\(entry.origin.text)")
            if entry.tier == 1 {
                #expect(taxonomy.id(named: entry.category, direction: .spent) != nil, "\(entry.origin.text)")
            }
            if entry.tier == 1, let other = builtin[CaseFolding.folded(entry.keyword)] {
                #expect(other == entry.category, "\(entry.origin.text) is \(entry.category), the built-in keyword is \(other)")
            }
        }
        // Tier by tier (ambiguous words, chains, kinds, transfer wording), and longest first
        // within a tier, so a longer name always has the lower rule number.
        let order = MerchantDictionary.entries.map { (tier: $0.tier, length: MatchFolding.folded($0.keyword).count) }
        #expect(order.map(\.tier) == order.map(\.tier).sorted())
        for tier in 0...3 {
            let lengths = order.filter { $0.tier == tier }.map(\.length)
            #expect(lengths == lengths.sorted(by: >), "tier \(tier)")
        }
    }

    @Test("MerchantDictionaryData.swift is what scripts/generate-merchants.py makes of the .tsv files")
    func generatedFileIsCurrent() throws {
        let run = try ArchitectureTests.check(["--check"], script: ArchitectureTests.packageRoot
            .appendingPathComponent("scripts/generate-merchants.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the generator refuses a name given two categories, and an unknown category")
    func generatorRefusesConflicts() throws {
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Categorize/Merchants/aa.tsv": "# test\nMetro\tGroceries\n",
            "Sources/SpendAnalytics/Categorize/Merchants/bb.tsv": "METRO\tTransport & Fuel\nFoo Bar\tPets\n",
            "scripts/generate-merchants.py": try String(contentsOf: ArchitectureTests.packageRoot
                .appendingPathComponent("scripts/generate-merchants.py"), encoding: .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ArchitectureTests.check([], script: root.appendingPathComponent("scripts/generate-merchants.py"))
        #expect(run.status == 1)
        #expect(run.output.contains("bb.tsv:1: 'METRO' is Transport & Fuel here but Groceries at aa.tsv:2 ('Metro'); a name has one category"), "\(run.output)")
        #expect(run.output.contains("bb.tsv:2: unknown category 'Pets'"), "\(run.output)")
    }

    /// The 20 statements: `Fixtures/merchants/<country>.csv`, a month each.
    static let statements = ["pl", "ca", "au", "br", "es", "fr", "nl", "it", "jp", "cn", "ke", "kz", "ch", "se", "mx",
                             "id", "za", "de", "gb", "us"]

    @Test("a month's statement of each of 20 countries: Others is at most 15 % of the spending", arguments: statements)
    func othersShare(country: String) throws {
        var categorizer = Categorizer()
        var spent: Int64 = 0
        var others: Int64 = 0
        var rows = 0
        var unmatched: [String] = []
        let source = InputSource.file(Self.fixtures.appendingPathComponent("\(country).csv").path)
        _ = try TransactionReader(source: source).read { record in
            rows += 1
            guard record.direction == .spent else { return }
            let id = categorizer.categorize(record)
            spent += record.amount.minorUnits
            if categorizer.taxonomy[id].isOthers {
                others += record.amount.minorUnits
                unmatched.append(String(decoding: record.description, as: UTF8.self))
            }
        }
        #expect(rows >= 20)
        #expect(others * 100 <= spent * 15, "\(country): Others \(others) of \(spent): \(unmatched)")
        // Each statement's Others are its person-to-person payments (and a kiosk): never a chain.
        #expect(unmatched.count <= 2, "\(country): \(unmatched)")
    }
}
