import Testing

@testable import SpendAnalytics

@Suite("Largest-remainder percentages")
struct LargestRemainderTests {
    static func hundredths(_ amounts: [Int64]) throws -> [Int] {
        try LargestRemainder.percentages(of: amounts.map { Money(minorUnits: $0) }).map(\.hundredths)
    }

    struct Case: Sendable, CustomStringConvertible {
        var amounts: [Int64]
        var expected: [Int]
        var description: String { amounts.description }
    }

    static let cases: [Case] = [
        // Three equal thirds: the missing hundredth goes to the first slice (ties by slice order).
        Case(amounts: [100, 100, 100], expected: [3334, 3333, 3333]),
        Case(amounts: [1, 1, 1], expected: [3334, 3333, 3333]),
        // Seven equal parts: 1428.57… each; four hundredths are missing, the first four get them.
        Case(amounts: [7, 7, 7, 7, 7, 7, 7], expected: [1429, 1429, 1429, 1429, 1428, 1428, 1428]),
        // A single slice is exactly 100.00.
        Case(amounts: [752_310], expected: [10_000]),
        // Two thirds / one third: 6666.67 rounds up, 3333.33 down.
        Case(amounts: [2, 1], expected: [6667, 3333]),
        // Remainders decide, not order: 0.3333 vs 0.6666 of a hundredth.
        Case(amounts: [1, 2], expected: [3333, 6667]),
        // Many tiny slices beside a huge one: each tiny share is 0.0099995 %, the big one's
        // remainder is the largest, so it gets the missing hundredth and the tiny ones show 0.00.
        Case(amounts: [1_000_000, 1, 1, 1, 1, 1], expected: [10_000, 0, 0, 0, 0, 0]),
        // Tiny slices that do add up: 20 × 1 of 10 000 → each exactly 0.05 %.
        Case(amounts: [9_980] + Array(repeating: 1, count: 20), expected: [9_980] + Array(repeating: 1, count: 20)),
        // A zero amount gets 0 and never a rounding hundredth.
        Case(amounts: [0, 3, 0], expected: [0, 10_000, 0]),
        // Exact halves stay exact.
        Case(amounts: [Int64.max / 2, Int64.max / 2], expected: [5_000, 5_000]),
        // Products beyond Int64 (amount × 10 000) are computed exactly.
        Case(amounts: [Int64.max - 1, 1], expected: [10_000, 0]),
        // 32.15 % exactly, as in docs/JSON.md's example.
        Case(amounts: [752_310, 1_587_690], expected: [3_215, 6_785]),
    ]

    @Test("known splits", arguments: cases)
    func known(_ testCase: Case) throws {
        #expect(try Self.hundredths(testCase.amounts) == testCase.expected)
    }

    @Test("an empty or all-zero side has no percentages to give")
    func empty() throws {
        #expect(try Self.hundredths([]) == [])
        #expect(try Self.hundredths([0, 0]) == [0, 0])
    }

    @Test("a total past Int64 is an overflow, never a wrap")
    func overflow() {
        #expect(throws: MoneyOverflow.self) { try Self.hundredths([Int64.max, 1]) }
    }

    /// Checks the defining properties on many generated splits: the sum is exactly 10 000, every
    /// share is the floor or the ceiling of its exact value, and no share that was rounded down has
    /// a larger remainder than one that was rounded up (earlier index winning ties).
    @Test("properties hold on generated splits")
    func properties() throws {
        var generator = SplitMix64(state: 0x5EED)
        for round in 0..<500 {
            let count = Int(generator.next() % 9) + 1
            let scale = [10, 1_000, 1_000_000, Int64.max / 16][round % 4]
            let amounts = (0..<count).map { _ in Int64(generator.next() % UInt64(scale)) }
            guard amounts.contains(where: { $0 > 0 }) else { continue }
            let shares = try Self.hundredths(amounts)
            #expect(shares.reduce(0, +) == 10_000, "\(amounts)")
            let total = amounts.reduce(0, +)
            var remainders: [UInt64] = []
            for (amount, share) in zip(amounts, shares) {
                let (quotient, remainder) = UInt64(total).dividingFullWidth(
                    UInt64(amount).multipliedFullWidth(by: 10_000))
                #expect(
                    share == Int(quotient) || (share == Int(quotient) + 1 && remainder > 0), "\(amounts) → \(shares)")
                remainders.append(remainder)
            }
            for up in shares.indices {
                let (floorUp, _) = UInt64(total).dividingFullWidth(UInt64(amounts[up]).multipliedFullWidth(by: 10_000))
                guard shares[up] == Int(floorUp) + 1 else { continue }
                for down in shares.indices where down != up {
                    let (floorDown, _) = UInt64(total).dividingFullWidth(
                        UInt64(amounts[down]).multipliedFullWidth(by: 10_000))
                    guard shares[down] == Int(floorDown) else { continue }
                    #expect(
                        remainders[up] > remainders[down] || (remainders[up] == remainders[down] && up < down),
                        "\(amounts): \(up) rounded up before \(down)")
                }
            }
        }
    }
}
