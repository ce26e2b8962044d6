import CZlib
import Foundation

/// One pixel, 8 bits a channel.
struct RGBA: Equatable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// Antialiasing and colour management move a channel by a few steps, so colours are compared
    /// channel by channel within `tolerance`.
    func isClose(to other: RGBA, tolerance: Int = 8) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A decoded picture: rows top to bottom, four bytes (RGBA) a pixel.
struct RGBAImage {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    func pixel(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        return RGBA(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }
}

struct PNGDecodingError: Error, CustomStringConvertible {
    let description: String
}

/// Decodes the PNGs Chromium's `--screenshot` writes: 8-bit RGB or RGBA, not interlaced, any of
/// the five row filters. The compressed stream goes through zlib; only the PNG framing and the
/// filters are done here. Other PNG kinds (palettes, 16 bits, Adam7) are refused by name.
enum PNGDecoder {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// Far above any window a test asks for; it keeps the size arithmetic from overflowing.
    private static let maximumPixels = 64 * 1024 * 1024

    static func decode(_ data: Data) throws -> RGBAImage {
        let bytes = [UInt8](data)
        guard bytes.count >= signature.count, Array(bytes[0..<signature.count]) == signature else {
            throw PNGDecodingError(description: "not a PNG: the signature is missing")
        }
        var header: Header?
        var compressed: [UInt8] = []
        var offset = signature.count
        var sawEnd = false
        while !sawEnd {
            let chunk = try readChunk(bytes, at: &offset)
            switch chunk.type {
            case "IHDR": header = try Header(chunk.data)
            case "IDAT": compressed.append(contentsOf: chunk.data)
            case "IEND": sawEnd = true
            default: break // ancillary chunks (gamma, text, physical size) do not change the pixels read here
            }
        }
        guard let header else { throw PNGDecodingError(description: "PNG without IHDR") }
        let filtered = try inflate(compressed, expectedCount: header.height * (1 + header.width * header.channels))
        let raw = try unfilter(filtered, header: header)
        return RGBAImage(width: header.width, height: header.height, bytes: expandToRGBA(raw, header: header))
    }

    private struct Header {
        let width: Int
        let height: Int
        let channels: Int

        init(_ data: [UInt8]) throws {
            guard data.count == 13 else { throw PNGDecodingError(description: "IHDR of \(data.count) bytes, not 13") }
            width = Int(PNGDecoder.bigEndian(data, at: 0))
            height = Int(PNGDecoder.bigEndian(data, at: 4))
            let (bitDepth, colourType, compression, filter, interlace) = (data[8], data[9], data[10], data[11], data[12])
            guard width > 0, height > 0, width * height <= PNGDecoder.maximumPixels else {
                throw PNGDecodingError(description: "PNG of \(width)×\(height) pixels is outside what the tests decode")
            }
            guard bitDepth == 8 else { throw PNGDecodingError(description: "PNG bit depth \(bitDepth) (only 8 is read)") }
            switch colourType {
            case 2: channels = 3
            case 6: channels = 4
            default: throw PNGDecodingError(description: "PNG colour type \(colourType) (only RGB, 2, and RGBA, 6, are read)")
            }
            guard compression == 0, filter == 0 else { throw PNGDecodingError(description: "unknown PNG compression or filter method") }
            guard interlace == 0 else { throw PNGDecodingError(description: "interlaced PNG (Adam7 is not read)") }
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func readChunk(_ bytes: [UInt8], at offset: inout Int) throws -> (type: String, data: [UInt8]) {
        guard offset + 8 <= bytes.count else { throw PNGDecodingError(description: "PNG ends inside a chunk header (no IEND)") }
        let length = Int(bigEndian(bytes, at: offset))
        let typeStart = offset + 4
        let dataStart = typeStart + 4
        guard length <= bytes.count - dataStart - 4 else { throw PNGDecodingError(description: "PNG chunk runs past the end of the file") }
        let typeAndData = Array(bytes[typeStart..<dataStart + length])
        let storedCRC = bigEndian(bytes, at: dataStart + length)
        let computedCRC = typeAndData.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
        guard storedCRC == computedCRC else { throw PNGDecodingError(description: "PNG chunk \(type) fails its CRC") }
        offset = dataStart + length + 4
        return (type, Array(typeAndData[4...]))
    }

    /// The image data is one zlib stream whose inflated size the header fixes, so zlib's one-shot
    /// `uncompress` does it; a stream that inflates to another size is refused.
    private static func inflate(_ compressed: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount)
        var outputCount = uLongf(expectedCount)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &outputCount, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK else { throw PNGDecodingError(description: "zlib could not inflate the PNG data (status \(status))") }
        guard Int(outputCount) == expectedCount else {
            throw PNGDecodingError(description: "PNG data inflates to \(outputCount) bytes, not \(expectedCount)")
        }
        return output
    }

    /// Undoes each row's filter (PNG specification, section 9): every byte is predicted from the
    /// byte one pixel to the left (a), the byte above (b) and the one above-left (c).
    private static func unfilter(_ filtered: [UInt8], header: Header) throws -> [UInt8] {
        let stride = header.width * header.channels
        let bytesPerPixel = header.channels
        var raw = [UInt8](repeating: 0, count: stride * header.height)
        for row in 0..<header.height {
            let filterType = filtered[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let a = column >= bytesPerPixel ? Int(raw[target + column - bytesPerPixel]) : 0
                let b = row > 0 ? Int(raw[target - stride + column]) : 0
                let c = row > 0 && column >= bytesPerPixel ? Int(raw[target - stride + column - bytesPerPixel]) : 0
                let prediction: Int
                switch filterType {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4: prediction = paeth(a, b, c)
                default: throw PNGDecodingError(description: "PNG row \(row) has unknown filter type \(filterType)")
                }
                raw[target + column] = UInt8(truncatingIfNeeded: Int(filtered[source + column]) + prediction)
            }
        }
        return raw
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let estimate = a + b - c
        let (distanceA, distanceB, distanceC) = (abs(estimate - a), abs(estimate - b), abs(estimate - c))
        if distanceA <= distanceB && distanceA <= distanceC { return a }
        return distanceB <= distanceC ? b : c
    }

    private static func expandToRGBA(_ raw: [UInt8], header: Header) -> [UInt8] {
        guard header.channels == 3 else { return raw }
        var rgba = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for pixel in 0..<(header.width * header.height) {
            rgba[pixel * 4] = raw[pixel * 3]
            rgba[pixel * 4 + 1] = raw[pixel * 3 + 1]
            rgba[pixel * 4 + 2] = raw[pixel * 3 + 2]
        }
        return rgba
    }
}
