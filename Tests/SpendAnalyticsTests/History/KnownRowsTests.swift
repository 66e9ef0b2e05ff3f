import GRDB
import Testing

@testable import SpendAnalytics

/// The identity rule's memory (``KnownRows``): the run's k-th row of an identity is known when the
/// store held it k times or more, whatever the order of the rows and however many days are set
/// aside into the temporary table to keep memory bounded.
@Suite("History store: the identity rule's bounded memory")
struct KnownRowsTests {
    static func key(_ value: Int) -> KnownRows.Key {
        let text = Array("ROW \(value)".utf8)
        return KnownRows.Key(amount: Int64(value), currency: Array("INR".utf8), description: text, reference: [])
    }

    @Test(
        "random stores and runs in random order: the same answers as counting, with days set aside or not",
        arguments: [1, 3, 1_000_000])
    func equalsCounting(maximumHeld: Int) throws {
        var random = SplitMix64(state: UInt64(maximumHeld) &* 31 &+ 5)
        let db = try DatabaseQueue()
        try db.write { db in
            for _ in 0..<20 {
                // The store: each (account, day) holds a few identities, some more than once.
                var stored: [KnownRows.AccountDay: [Int]] = [:]
                for account in 0..<3 {
                    for day in 0..<6 {
                        stored[KnownRows.AccountDay(account: account, day: day)] = (0..<Int(random.next() % 6)).map {
                            _ in Int(random.next() % 4)
                        }
                    }
                }
                var run: [(KnownRows.AccountDay, Int)] = []
                for _ in 0..<Int(random.next() % 150) {
                    run.append(
                        (
                            KnownRows.AccountDay(account: Int(random.next() % 3), day: Int(random.next() % 6)),
                            Int(random.next() % 4)
                        ))
                }
                var known = KnownRows()
                known.maximumHeld = maximumHeld
                var met: [String: Int] = [:]
                for (place, value) in run {
                    let answer = try known.isKnown(Self.key(value), at: place, db: db) { each in
                        for stored in stored[place] ?? [] { each(Self.key(stored)) }
                    }
                    let name = "\(place.account)/\(place.day)/\(value)"
                    met[name, default: 0] += 1
                    let held = (stored[place] ?? []).filter { $0 == value }.count
                    #expect(
                        answer == (met[name] ?? 0 <= held), "\(name): the run's row \(met[name] ?? 0) of \(held) stored"
                    )
                }
            }
        }
    }

    @Test("a re-import in date order holds about one day's identities; in reverse order within the bound")
    func memoryStaysBounded() throws {
        let db = try DatabaseQueue()
        try db.write { db in
            var known = KnownRows()
            known.maximumHeld = 50
            for day in (0..<40).reversed() {
                for value in 0..<20 {
                    let place = KnownRows.AccountDay(account: 0, day: day)
                    let answer = try known.isKnown(Self.key(value), at: place, db: db) { each in
                        for stored in 0..<20 { each(Self.key(stored)) }
                    }
                    #expect(answer)
                    #expect(known.heldIdentities <= 50 + 20)
                }
            }
            #expect(known.heldIdentities == 0)
        }
    }
}
