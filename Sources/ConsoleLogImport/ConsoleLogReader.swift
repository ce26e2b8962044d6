/// Reads every console log in a pasted text into `ConsoleLogReading`.
public enum ConsoleLogReader {
    /// Never throws and never stops early: what cannot be read is an `UnreadLine`.
    public static func read(_ text: String) -> ConsoleLogReading {
        ConsoleLogReading()
    }
}
