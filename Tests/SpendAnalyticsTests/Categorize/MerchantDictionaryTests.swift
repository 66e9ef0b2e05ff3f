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

    static let groceries = "Groceries", food = "Food & Dining", shopping = "Shopping", travel = "Travel",
        transport = "Transport & Fuel"
    static let bills = "Bills & Utilities", entertainment = "Entertainment", health = "Health", education = "Education"

    /// Card and bank narrations as each country's exports write them → the category expected.
    static let table: [(country: String, cases: [(String, String)])] = [
        (
            "pl",
            [
                ("BIEDRONKA 3345 WARSZAWA", groceries), ("ZABKA Z5521 K.1 KRAKOW", groceries),
                ("Żabka Polska sp. z o.o.", groceries),
                ("ORLEN STACJA NR 812", transport), ("PKP INTERCITY BILET", transport), ("ROSSMANN 0231", shopping),
                ("LIDL MARYWILSKA", groceries),
                ("ALLEGRO.PL ZAKUP", shopping), ("PGE OBROT SA", bills), ("ORANGE POLSKA FAKTURA", bills),
                ("APTEKA GEMINI 44", health),
                ("CINEMA CITY ARKADIA", entertainment), ("DINO POLSKA 1442", groceries), ("LUX MED WIZYTA", health),
                ("PLL LOT BILET", travel),
            ]
        ),
        (
            "ca",
            [
                ("LOBLAWS #1024 TORONTO ON", groceries), ("METRO #612 TORONTO ON", groceries),
                ("SOBEYS #4411", groceries),
                ("PETRO-CANADA 50123", transport), ("PRESTO FARE/CHARGE", transport),
                ("SHOPPERS DRUG MART #0823", health),
                ("LCBO/RAO #0217 TORONTO", groceries), ("AIR CANADA 0142198831", travel), ("ROGERS ******6123", bills),
                ("TORONTO HYDRO-ELECTRIC", bills), ("CANADIAN TIRE #0144", shopping),
                ("CANADIAN TIRE GAS BAR #0144", transport),
                ("SKIPTHEDISHES", food), ("CINEPLEX ENTERTAINMENT", entertainment),
            ]
        ),
        (
            "au",
            [
                ("WOOLWORTHS 1234 SYDNEY", groceries), ("COLES 0777", groceries), ("AMPOL FOODARY", transport),
                ("TRANSPORTFORNSW OPAL", transport),
                ("CHEMIST WAREHOUSE BONDI", health), ("BUNNINGS 4411", shopping), ("TELSTRA PREPAID", bills),
                ("AGL SALES PTY LTD", bills),
                ("QANTAS AIRWAYS", travel), ("HUNGRY JACKS 4421", food), ("MENULOG PTY LTD", food),
                ("HOYTS BROADWAY", entertainment),
            ]
        ),
        (
            "br",
            [
                ("PAO DE ACUCAR 1221", groceries), ("Pão de Açúcar Itaim", groceries), ("ASSAI ATACADISTA", groceries),
                ("POSTO IPIRANGA 2231", transport),
                ("IFOOD *RESTAURANTE", food), ("DROGASIL 0451", health), ("MERCADOLIVRE*VENDEDOR", shopping),
                ("VIVO FIXO", bills),
                ("SABESP CONTA AGUA", bills), ("LATAM AIRLINES", travel), ("CINEMARK ELDORADO", entertainment),
                ("SEM PARAR MENSALIDADE", transport),
            ]
        ),
        (
            "es",
            [
                ("MERCADONA AV. AMERICA", groceries), ("REPSOL ES 4411", transport), ("RENFE VIAJEROS", transport),
                ("METRO DE MADRID RECARGA", transport),
                ("IBERDROLA CLIENTES", bills), ("MOVISTAR FACTURA", bills), ("FARMACIA LDO. GARCIA", health),
                ("TELEPIZZA 0231", food),
                ("EL CORTE INGLES CASTELLANA", shopping), ("VUELING AIRLINES", travel),
                ("CINESA PRINCIPE PIO", entertainment),
                ("GLOVO*PEDIDO", food),
            ]
        ),
        (
            "fr",
            [
                ("CB E.LECLERC IVRY", groceries), ("CB INTERMARCHE", groceries), ("CB Intermarché Super", groceries),
                ("PRLV SEPA EDF CLIENTS", bills),
                ("CB RATP NAVIGO", transport), ("CB TOTAL ACCESS PARIS", transport), ("PRLV SEPA ORANGE", bills),
                ("CB PICARD PARIS", groceries),
                ("CB FNAC MONTPARNASSE", shopping), ("CB UGC CINE CITE", entertainment), ("CB BRIOCHE DOREE", food),
                ("CB SNCF CONNECT", travel),
            ]
        ),
        (
            "nl",
            [
                ("ALBERT HEIJN 1403", groceries), ("JUMBO AMSTERDAM WEST", groceries),
                ("NS GROEP IZ NS REIZIGERS", transport),
                ("GVB AMSTERDAM", transport),
                ("KRUIDVAT 7741", shopping), ("BOL.COM BV", shopping), ("KPN BV", bills), ("ZIGGO SERVICES BV", bills),
                ("THUISBEZORGD.NL", food),
                ("HEMA AMSTERDAM", shopping), ("APOTHEEK DE ZON", health), ("PATHE TUSCHINSKI", entertainment),
            ]
        ),
        (
            "it",
            [
                ("ESSELUNGA MILANO", groceries), ("CONAD CITY MILANO", groceries), ("ENI STATION 4412", transport),
                ("TRENITALIA BIGLIETTO", transport),
                ("ATM MILANO ABBONAMENTO", transport), ("ENEL ENERGIA BOLLETTA", bills), ("TIM SPA FATTURA", bills),
                ("FARMACIA SAN MARCO", health),
                ("AUTOGRILL 0231", food), ("MEDIAWORLD MILANO", shopping), ("THE SPACE CINEMA ODEON", entertainment),
                ("FELTRINELLI DUOMO", education),
            ]
        ),
        (
            "jp",
            [
                ("セブン-イレブン 新宿3丁目店", groceries), ("SEVEN-ELEVEN SHINJUKU", groceries), ("ファミリーマート 渋谷店", groceries),
                ("LAWSON IKEBUKURO", groceries),
                ("JR東日本 モバイルSUICA", transport), ("ENEOS 世田谷SS", transport), ("東京電力エナジーパートナー", bills),
                ("NTT DOCOMO", bills),
                ("マツモトキヨシ 新宿店", health), ("吉野家 新宿南口店", food), ("ヨドバシカメラ 新宿西口", shopping),
                ("TOHOシネマズ 新宿", entertainment),
                ("JAL 国内線", travel),
            ]
        ),
        (
            "cn",
            [
                ("美团外卖 订单", food), ("饿了么 午餐", food), ("盒马鲜生 上海", groceries), ("滴滴出行", transport),
                ("上海地铁 交通卡充值", transport),
                ("中国石化 加油站", transport), ("中国移动 话费充值", bills), ("国家电网 电费", bills), ("京东商城 订单", shopping),
                ("拼多多 订单", shopping),
                ("老百姓大药房", health), ("携程旅行 机票", travel), ("爱奇艺 会员", entertainment),
            ]
        ),
        (
            "ke",
            [
                ("Merchant Payment to 512345 - NAIVAS LTD", groceries), ("QUICKMART KILIMANI", groceries),
                ("Pay Bill to 888880 - KPLC PREPAID", bills),
                ("Buy Airtime SAFARICOM", bills), ("Pay Bill to 891300 - ZUKU", bills), ("RUBIS WESTLANDS", transport),
                ("JAVA HOUSE ABC PLACE", food), ("GOODLIFE PHARMACY", health),
                ("MADARAKA EXPRESS SGR TICKET", transport),
                ("KENYA AIRWAYS BOOKING", travel), ("JUMIA KENYA ORDER", shopping),
                ("SHOWMAX SUBSCRIPTION", entertainment),
            ]
        ),
        (
            "kz",
            [
                ("Покупка MAGNUM CASH&CARRY ALMATY", groceries), ("Покупка МАГНУМ", groceries),
                ("Покупка Смолл Алматы", groceries),
                ("Покупка SINOOIL АЗС 45", transport), ("Yandex Go поездка", transport), ("Оплата Alseco", bills),
                ("Оплата Kcell", bills),
                ("Покупка Европа Фарма", health), ("Покупка Kaspi Магазин", shopping), ("Покупка Додо Пицца", food),
                ("Air Astana билет", travel), ("Кинопарк 8 IMAX", entertainment),
            ]
        ),
        (
            "ch",
            [
                ("ACHAT MIGROS GENEVE", groceries), ("ACHAT COOP GENEVE CORNAVIN", groceries),
                ("ACHAT DENNER 4411", groceries),
                ("CFF BILLET GENEVE-LAUSANNE", transport), ("SBB MOBILE TICKET", transport),
                ("SWISSCOM (SCHWEIZ) AG", bills),
                ("SERAFE AG", bills),
                ("ACHAT AMAVITA GENEVE", health), ("ACHAT MANOR GENEVE", shopping), ("GALAXUS.CH", shopping),
                ("PATHE BALEXERT", entertainment),
                ("HELSANA ASSURANCES", bills),
            ]
        ),
        (
            "nordics",
            [
                ("ICA NARA TENSTA", groceries), ("WILLYS HEMMA", groceries), ("HEMKÖP CITY", groceries),
                ("HEMKOP CITY", groceries),
                ("REMA 1000 GRUNERLOKKA", groceries),
                ("SL ACCESS 30-DAGARS", transport), ("PREEM 0441", transport), ("TELIA SVERIGE AB", bills),
                ("APOTEK HJÄRTAT 112", health),
                ("ESPRESSO HOUSE 331", food), ("SYSTEMBOLAGET 0211", groceries), ("ELGIGANTEN SOLNA", shopping),
                ("FINNAIR", travel),
                ("FILMSTADEN SERGEL", entertainment),
            ]
        ),
        (
            "mx",
            [
                ("OXXO INSURGENTES", groceries), ("SORIANA HIPER 0331", groceries), ("PEMEX ES 8812", transport),
                ("METRO CDMX RECARGA", transport),
                ("TELCEL PAGO", bills), ("CFE SUMINISTRADOR", bills), ("FARMACIAS DEL AHORRO 112", health),
                ("SANBORNS INSURGENTES", food),
                ("MERCADO LIBRE MX", shopping), ("LIVERPOOL TIENDA PERISUR", shopping),
                ("CINEPOLIS PERISUR", entertainment), ("VOLARIS", travel),
            ]
        ),
        (
            "id",
            [
                ("INDOMARET CIKINI", groceries), ("ALFAMART KEMANG", groceries), ("PERTAMINA SPBU 34-12301", transport),
                ("GOJEK GORIDE", transport),
                ("GRAB GRABCAR", transport), ("GRABFOOD", food), ("TELKOMSEL PULSA", bills),
                ("PLN TOKEN LISTRIK", bills),
                ("KIMIA FARMA APOTEK", health),
                ("TOKOPEDIA", shopping), ("KOPI KENANGAN", food), ("CINEMA XXI", entertainment), ("TRAVELOKA", travel),
            ]
        ),
        (
            "za",
            [
                ("CHECKERS HYPER SANDTON", groceries), ("PICK N PAY ROSEBANK", groceries),
                ("WOOLWORTHS SANDTON", groceries),
                ("ENGEN SANDTON", transport),
                ("GAUTRAIN", transport), ("VODACOM", bills), ("CITY POWER PREPAID", bills),
                ("DIS-CHEM ROSEBANK", health),
                ("CLICKS SANDTON", health),
                ("MUGG & BEAN", food), ("TAKEALOT", shopping), ("STER-KINEKOR", entertainment), ("FLYSAFAIR", travel),
            ]
        ),
        (
            "de",
            [
                ("NORMA FILIALE 112", groceries), ("GLOBUS SB-WARENHAUS", groceries),
                ("JET TANKSTELLE 4411", transport), ("MVG MUENCHEN", transport),
                ("1&1 TELECOM GMBH", bills), ("E.ON ENERGIE DEUTSCHLAND", bills), ("BEITRAGSSERVICE ARD ZDF", bills),
                ("Müller Drogerie Filiale 12", shopping), ("MUELLER HANDELS GMBH", shopping), ("BACKWERK HBF", food),
                ("HORNBACH BAUMARKT", shopping),
                ("CINEMAXX BERLIN", entertainment), ("THALIA BUCHHANDLUNG", education), ("EUROWINGS GMBH", travel),
            ]
        ),
        (
            "gb",
            [
                ("COSTCUTTER 112", groceries), ("LIDL GB LONDON", groceries), ("NATIONAL RAIL", transport),
                ("SCOTRAIL", transport), ("EE LIMITED", bills),
                ("SKY DIGITAL", bills), ("SEVERN TRENT WATER", bills), ("LLOYDS PHARMACY", health), ("PUREGYM", health),
                ("WETHERSPOON", food),
                ("B&Q 1123", shopping), ("JET2.COM", travel), ("PICTUREHOUSE", entertainment),
            ]
        ),
        (
            "us",
            [
                ("VONS #2231", groceries), ("HY-VEE 1123", groceries), ("7-ELEVEN 33112", groceries),
                ("SHEETZ 0231", transport),
                ("E-ZPASS REPLENISH", transport),
                ("DOMINION ENERGY", bills), ("PLANET FITNESS", health), ("OLIVE GARDEN 1123", food),
                ("RAISING CANE'S 441", food),
                ("ROSS STORES #112", shopping), ("ALASKA AIRLINES", travel), ("FANDANGO", entertainment),
                ("SALLIE MAE", education),
            ]
        ),
        (
            "in",
            [
                ("LULU HYPERMARKET KOCHI", groceries), ("SHELL INDIA 4411", transport), ("KSRTC BUS TICKET", transport),
                ("TORRENT POWER", bills),
                ("WELLNESS FOREVER", health), ("CHAI POINT", food), ("ZUDIO 112", shopping),
                ("PVR INOX", entertainment),
                ("ALLEN CAREER INSTITUTE", education),
                ("IRCTC", travel), ("JIOFIBER", bills),
            ]
        ),
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
            #expect(
                Self.category(text, &categorizer).category.isOthers,
                "\(text): \(Self.category(text, &categorizer).rule)")
        }
        // A longer name wins over a shorter one it contains.
        #expect(Self.category("STC METRO CDMX", &categorizer).category.name == "Transport & Fuel")
        #expect(Self.category("NU METRO HYDE PARK", &categorizer).category.name == "Entertainment")
        #expect(Self.category("METRO 612", &categorizer).category.name == "Groceries")
        // Money received is never a dictionary merchant's category; the lexicon's word for a refund
        // (Polish `zwrot`) names it.
        #expect(categorizer.explain(description: "BIEDRONKA 3345", amount: nil, direction: .received).category.isOthers)
        let received = categorizer.explain(description: "BIEDRONKA ZWROT", amount: nil, direction: .received)
        #expect(
            received.category.name == "Refunds" && received.rule.hasPrefix("lexicon of kinds: Lexicon/pl.tsv:"),
            "\(received.rule)")
    }

    /// The line of `name` in `Merchants/<region>.tsv`, read here from the file.
    static func line(of name: String, region: String) throws -> Int {
        let file = ArchitectureTests.packageRoot
            .appendingPathComponent("Sources/SpendAnalytics/Categorize/Merchants/\(region).tsv")
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix(name + "\t") }) + 1
    }

    @Test("explain names the dictionary file, line and name")
    func explainNamesTheSource() throws {
        var categorizer = Categorizer()
        let zabka = categorizer.explain(description: "ZABKA Z5521 K.1", amount: nil, direction: .spent)
        #expect(
            zabka.rule == "merchant dictionary: Merchants/pl.tsv:\(try Self.line(of: "Żabka", region: "pl")) \"Żabka\"")
        #expect(zabka.description.hasPrefix("category:    Groceries\ncolor:       #009E73\n"))
        let loblaws = categorizer.explain(description: "LOBLAWS #1024", amount: nil, direction: .spent)
        #expect(
            loblaws.rule
                == "merchant dictionary: Merchants/ca.tsv:\(try Self.line(of: "Loblaws", region: "ca")) \"Loblaws\"")
        // The built-in lists still come first: Tesco is a built-in keyword.
        #expect(
            categorizer.explain(description: "TESCO STORES", amount: nil, direction: .spent).rule
                == "built-in: keyword \"tesco\"")
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
            #expect(
                taxonomy.id(named: entry.category, direction: .spent) != nil
                    || taxonomy.id(named: entry.category, direction: .received) != nil,
                "\(entry.origin.text)")
            if entry.tier == 1 {
                #expect(taxonomy.id(named: entry.category, direction: .spent) != nil, "\(entry.origin.text)")
            }
            if entry.tier == 1, let other = builtin[CaseFolding.folded(entry.keyword)] {
                #expect(
                    other == entry.category,
                    "\(entry.origin.text) is \(entry.category), the built-in keyword is \(other)")
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
        let run = try ArchitectureTests.check(
            ["--check"],
            script: ArchitectureTests.packageRoot
                .appendingPathComponent("scripts/generate-merchants.py"))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the generator refuses a name given two categories, and an unknown category")
    func generatorRefusesConflicts() throws {
        let root = try ArchitectureTests.tree([
            "Sources/SpendAnalytics/Categorize/Merchants/aa.tsv": "# test\nMetro\tGroceries\n",
            "Sources/SpendAnalytics/Categorize/Merchants/bb.tsv": "METRO\tTransport & Fuel\nFoo Bar\tPets\n",
            "scripts/generate-merchants.py": try String(
                contentsOf: ArchitectureTests.packageRoot
                    .appendingPathComponent("scripts/generate-merchants.py"), encoding: .utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ArchitectureTests.check([], script: root.appendingPathComponent("scripts/generate-merchants.py"))
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "bb.tsv:1: 'METRO' is Transport & Fuel here but Groceries at aa.tsv:2 ('Metro'); a name has one category"
            ), "\(run.output)")
        #expect(run.output.contains("bb.tsv:2: unknown category 'Pets'"), "\(run.output)")
    }

    /// The 20 statements: `Fixtures/merchants/<country>.csv`, a month each.
    static let statements = [
        "pl", "ca", "au", "br", "es", "fr", "nl", "it", "jp", "cn", "ke", "kz", "ch", "se", "mx",
        "id", "za", "de", "gb", "us",
    ]

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
