import CZlib
import Foundation
import XCTest

/// The screenshot decoder on PNGs made here: each row filtered with another of the five filter
/// types (forward, as the specification defines them), compressed with zlib, framed with CRCs.
final class PNGDecoderTests: XCTestCase {
    func testEveryFilterTypeDecodesToThePixelsEncoded() throws {
        for channels in [3, 4] {
            let (width, height) = (7, 10) // ten rows: every filter type twice
            let pixels = (0..<(width * height * channels)).map { UInt8(truncatingIfNeeded: $0 * 37 + $0 / 5) }
            let png = try Self.encode(width: width, height: height, channels: channels, pixels: pixels)
            let image = try PNGDecoder.decode(png)
            XCTAssertEqual(image.width, width)
            XCTAssertEqual(image.height, height)
            for y in 0..<height {
                for x in 0..<width {
                    let offset = (y * width + x) * channels
                    let expected = RGBA(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
                                        alpha: channels == 4 ? pixels[offset + 3] : 255)
                    XCTAssertEqual(image.pixel(x: x, y: y), expected, "channels \(channels), pixel (\(x), \(y))")
                }
            }
        }
    }

    func testADamagedChunkIsRefused() throws {
        var png = try Self.encode(width: 2, height: 2, channels: 3, pixels: [UInt8](repeating: 9, count: 12))
        png[png.count - 20] ^= 0xff // inside the IDAT chunk's data
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { error in
            XCTAssertTrue("\(error)".contains("CRC"), "\(error)")
        }
    }

    func testAPaletteImageIsRefusedByName() throws {
        var png = try Self.encode(width: 1, height: 1, channels: 3, pixels: [1, 2, 3])
        // Colour type 3 (palette) in IHDR, with the chunk's CRC made right again.
        png[8 + 8 + 9] = 3
        Self.writeCRC(&png, chunkStart: 8)
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { error in
            XCTAssertTrue("\(error)".contains("colour type 3"), "\(error)")
        }
    }

    // MARK: - A PNG writer for the tests

    private static func encode(width: Int, height: Int, channels: Int, pixels: [UInt8]) throws -> Data {
        let stride = width * channels
        var filtered: [UInt8] = []
        for row in 0..<height {
            let filterType = row % 5
            filtered.append(UInt8(filterType))
            for column in 0..<stride {
                let value = Int(pixels[row * stride + column])
                let a = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
                let predictions = [0, a, b, (a + b) / 2, paeth(a, b, c)]
                filtered.append(UInt8(truncatingIfNeeded: value - predictions[filterType]))
            }
        }
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(uLong(filtered.count))))
        var compressedCount = uLongf(compressed.count)
        let status = compress(&compressed, &compressedCount, filtered, uLong(filtered.count))
        XCTAssertEqual(status, Z_OK)
        compressed.removeSubrange(Int(compressedCount)...)

        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        for (type, data) in [("IHDR", header), ("IDAT", compressed), ("IEND", [])] {
            let start = png.count
            png += bigEndian(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]
            writeCRC(&png, chunkStart: start)
        }
        return Data(png)
    }

    /// The independent textbook form: the estimate's nearest neighbour, ties to a, then b.
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        return [a, b, c].min { abs(p - $0) < abs(p - $1) }!
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    private static func writeCRC<Bytes: MutableCollection & RandomAccessCollection>(_ png: inout Bytes, chunkStart: Int)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let length = Int(png[chunkStart]) << 24 | Int(png[chunkStart + 1]) << 16 | Int(png[chunkStart + 2]) << 8 | Int(png[chunkStart + 3])
        let covered = Array(png[(chunkStart + 4)..<(chunkStart + 8 + length)])
        let crc = UInt32(crc32(0, covered, uInt(covered.count)))
        for (index, byte) in bigEndian(crc).enumerated() { png[chunkStart + 8 + length + index] = byte }
    }
}
