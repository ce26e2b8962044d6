extension String {
    /// Whether each UTF-8 byte of the text is one character: every byte ASCII and no carriage
    /// return (which pairs with a following line feed into one character). Then `utf8.count` is
    /// `count` and the bytes can stand for the characters, without walking grapheme boundaries.
    package var hasOneCharacterPerByte: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 || $0 == 0x0D } }
            ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}
