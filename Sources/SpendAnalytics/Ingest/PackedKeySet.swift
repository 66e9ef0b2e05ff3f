/// A fixed set of distinct 64-bit keys (row hashes, so spread evenly) in about 64 − log2(n) + 2
/// bits a key instead of 64 (an Elias–Fano code): 6.6 bytes a key for a date of 13,700 rows.
///
/// The top `h = ⌊log2 n⌋` bits of a key choose one of 2ʰ buckets; only the other `64 − h` bits
/// are stored, packed end to end, bucket by bucket (in any order within a bucket). How many keys
/// each bucket holds is written in unary (that many 1 bits, then a 0), about two bits a key, and
/// the bit where every 64th bucket starts is sampled, so a lookup finds its bucket with a few
/// word reads and compares the one or two keys in it.
struct PackedKeySet: Sendable {
    /// Larger sets are not built (the sampled positions are 32-bit).
    static let maximumCount = 1 << 30

    /// The number of keys.
    let count: Int
    /// The bits of each key stored as they are (64 − h).
    private let lowBits: Int
    /// The low bits of every key, then the buckets' unary code (and a word of padding), then the
    /// sampled bit positions, two to a word.
    private let words: [UInt64]
    /// Where the unary code and the samples start in ``words``.
    private let unaryStart: Int
    private let sampleStart: Int
    /// The unary code's length in bits (one per key and one per bucket).
    private let unaryBits: Int

    private static let bucketsPerSample = 64

    /// Packs `keys`, which must be distinct (1 ... ``maximumCount`` of them).
    init(_ keys: UnsafeBufferPointer<UInt64>) {
        let count = keys.count
        precondition(count >= 1 && count <= PackedKeySet.maximumCount, "a packed key set holds 1 ... 2³⁰ keys")
        let highBits = Int.bitWidth - 1 - count.leadingZeroBitCount
        let lowBits = UInt64.bitWidth - highBits
        let buckets = 1 << highBits
        let lowWords = (count * lowBits + 63) / 64
        let unaryBits = count + buckets
        let unaryWords = (unaryBits + 63) / 64 + 1
        let samples = (buckets + PackedKeySet.bucketsPerSample - 1) / PackedKeySet.bucketsPerSample
        let sampleWords = (samples + 1) / 2
        self.count = count
        self.lowBits = lowBits
        self.unaryBits = unaryBits
        unaryStart = lowWords
        sampleStart = lowWords + unaryWords
        let mask = PackedKeySet.mask(lowBits)

        // The keys each bucket holds, then where each bucket's keys start.
        var next = [Int32](repeating: 0, count: buckets)
        next.withUnsafeMutableBufferPointer { next in
            for key in keys { next[Int(truncatingIfNeeded: key >> UInt64(lowBits))] += 1 }
        }
        words = [UInt64](unsafeUninitializedCapacity: lowWords + unaryWords + sampleWords) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = buffer.count
            next.withUnsafeMutableBufferPointer { next in
                var bit = lowWords * 64
                var start: Int32 = 0
                for bucket in 0..<buckets {
                    if bucket % PackedKeySet.bucketsPerSample == 0 {
                        let sample = bucket / PackedKeySet.bucketsPerSample
                        buffer[lowWords + unaryWords + sample / 2] |=
                            UInt64(bit - lowWords * 64) << UInt64(32 * (sample % 2))
                    }
                    let held = Int(next[bucket])
                    for one in bit..<(bit + held) { buffer[one >> 6] |= 1 << UInt64(one & 63) }
                    bit += held + 1
                    next[bucket] = start
                    start += Int32(held)
                }
                for key in keys {
                    let bucket = Int(truncatingIfNeeded: key >> UInt64(lowBits))
                    let place = Int(next[bucket])
                    next[bucket] += 1
                    let offset = place * lowBits
                    let (word, shift) = (offset >> 6, offset & 63)
                    let low = key & mask
                    buffer[word] |= low << UInt64(shift)
                    if shift + lowBits > 64 { buffer[word + 1] |= low >> UInt64(64 - shift) }
                }
            }
        }
    }

    private static func mask(_ bits: Int) -> UInt64 { bits >= 64 ? .max : (1 << UInt64(bits)) - 1 }

    /// True when `key` is in the set.
    func contains(_ key: UInt64) -> Bool {
        let bucket = Int(truncatingIfNeeded: key >> UInt64(lowBits))
        let low = key & PackedKeySet.mask(lowBits)
        return words.withUnsafeBufferPointer { words in
            let sample = bucket / PackedKeySet.bucketsPerSample
            let sampled = Int(
                truncatingIfNeeded: words[sampleStart + sample / 2] >> UInt64(32 * (sample % 2)) & 0xFFFF_FFFF)
            // From the sampled bucket's first bit, skip the 0 bits that end the buckets before.
            var bit = sampled
            var keysBefore = sampled - sample * PackedKeySet.bucketsPerSample
            var zeros = bucket % PackedKeySet.bucketsPerSample
            while zeros > 0 {
                let chunk = unary(words, at: bit)
                let zerosInChunk = (~chunk).nonzeroBitCount
                if zerosInChunk < zeros {
                    keysBefore += chunk.nonzeroBitCount
                    bit += 64
                    zeros -= zerosInChunk
                } else {
                    let position = PackedKeySet.positionOfSetBit(~chunk, rank: zeros - 1)
                    keysBefore += position - (zeros - 1)
                    bit += position + 1
                    zeros = 0
                }
            }
            // The bucket's keys: the 1 bits up to the next 0.
            var place = keysBefore
            while true {
                let run = (~unary(words, at: bit)).trailingZeroBitCount
                for index in place..<(place + run) where lowPart(words, index: index) == low { return true }
                if run < 64 { return false }
                place += run
                bit += run
            }
        }
    }

    /// Every key, in bucket order (the order of their top bits).
    func appendKeys(to keys: inout [UInt64]) {
        keys.reserveCapacity(keys.count + count)
        words.withUnsafeBufferPointer { words in
            var bucket: UInt64 = 0
            var index = 0
            for bit in 0..<unaryBits {
                if words[unaryStart + bit >> 6] >> UInt64(bit & 63) & 1 == 1 {
                    keys.append(bucket << UInt64(lowBits) | lowPart(words, index: index))
                    index += 1
                } else {
                    bucket += 1
                }
            }
        }
    }

    /// The 64 bits of the unary code from `bit` on (zeros past its end).
    @inline(__always)
    private func unary(_ words: UnsafeBufferPointer<UInt64>, at bit: Int) -> UInt64 {
        let (word, shift) = (unaryStart + bit >> 6, bit & 63)
        let first = words[word] >> UInt64(shift)
        return shift == 0 ? first : first | words[word + 1] << UInt64(64 - shift)
    }

    @inline(__always)
    private func lowPart(_ words: UnsafeBufferPointer<UInt64>, index: Int) -> UInt64 {
        let offset = index * lowBits
        let (word, shift) = (offset >> 6, offset & 63)
        var value = words[word] >> UInt64(shift)
        if shift + lowBits > 64 { value |= words[word + 1] << UInt64(64 - shift) }
        return value & PackedKeySet.mask(lowBits)
    }

    /// The position of the set bit of `word` that has `rank` set bits below it (`rank` < its
    /// number of set bits), by halving.
    @inline(__always)
    static func positionOfSetBit(_ word: UInt64, rank: Int) -> Int {
        var word = word
        var rank = rank
        var position = 0
        var width: UInt64 = 32
        while width > 0 {
            let below = (word & ((1 << width) - 1)).nonzeroBitCount
            if rank >= below {
                rank -= below
                word >>= width
                position += Int(width)
            }
            width >>= 1
        }
        return position
    }
}
