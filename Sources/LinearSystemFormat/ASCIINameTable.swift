/// Names looked up by their UTF-8 bytes, with no `String` made and no `Hasher`: a term's variable
/// is looked up this way while reading and again while solving (hashed as Strings, the two were a
/// tenth of `solve-linear` on 10 000 cells).
///
/// Only for ASCII: Swift's `String` equality is canonical equivalence (a Kelvin sign equals "K"),
/// which bytes cannot tell, but two ASCII texts are equal exactly when their bytes are. So there is
/// no table when a name is not ASCII, and a non-ASCII text must not be looked up (`isASCII`).
struct ASCIINameTable {
    /// Each name's index in the list; a repeated name keeps its last index, as a dictionary filled in
    /// list order would.
    private var slots: [Int32]
    private let mask: Int
    private let names: [String]
    /// Whether some name is listed more than once.
    private(set) var hasRepeats = false

    init?(_ names: [String]) {
        var capacity = 16
        while capacity < 2 * names.count { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        self.names = names
        for (index, name) in names.enumerated() {
            var name = name
            let inserted: Bool? = name.withUTF8 { bytes in
                guard Self.isASCII(bytes) else { return nil }
                return insert(index, bytes)
            }
            guard let inserted else { return nil }
            if !inserted { hasRepeats = true }
        }
    }

    /// The index of the name whose bytes are `bytes` (ASCII only), or nil when none is.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if equal(Int(index), bytes) { return Int(index) }
            slot = (slot + 1) & mask
        }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// False when the name was there already (its slot now holds `index`).
    private mutating func insert(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var slot = Self.hash(bytes) & mask
        while slots[slot] >= 0 {
            if equal(Int(slots[slot]), bytes) {
                slots[slot] = Int32(index)
                return false
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(index)
        return true
    }

    private func equal(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var name = names[index]
        return name.withUTF8 { stored in
            guard stored.count == bytes.count else { return false }
            for offset in 0..<stored.count where stored[offset] != bytes[offset] { return false }
            return true
        }
    }

    /// FNV-1a, its high bits folded in so the low bits a slot takes depend on every byte.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
