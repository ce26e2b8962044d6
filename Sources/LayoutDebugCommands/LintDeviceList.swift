import LayoutModel

/// The devices `lint --devices` names: a comma-separated list of ids or names (`retina4_0,
/// iphone-15`), `all-iphones`, `all` (every iPhone and iPad), or, when absent, a few that span
/// the document's family (the smallest, a common and the largest screen). The document's own
/// device is always linted too, first: only its stored frames tell misplaced views.
enum LintDeviceList: Equatable {
    case listed([Device])
    case allIPhones
    case all
    case spanning

    struct Problem: Error {
        let message: String
    }

    /// The default's iPhones: 320 × 568, 375 × 667, 393 × 852 and 440 × 956 points.
    static let spanningIPhones = ["retina4_0", "retina4_7", "retina6_12", "retina6_9"]
    /// The default's iPads: 768 × 1024, 834 × 1194 and 1024 × 1366 points.
    static let spanningIPads = ["ipad9_7", "ipad11_0rounded", "ipad12_9rounded"]

    static func parse(_ value: String?) throws(Problem) -> LintDeviceList {
        guard let value else { return .spanning }
        switch value.lowercased() {
        case "all-iphones": return .allIPhones
        case "all": return .all
        default:
            var devices: [Device] = []
            for name in value.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                do {
                    let device = try DeviceCatalogue.device(named: name)
                    if !devices.contains(device) { devices.append(device) }
                } catch {
                    throw Problem(message: "--devices: \(error)")
                }
            }
            guard !devices.isEmpty else { throw Problem(message: "--devices needs a device id, a list, all-iphones or all") }
            return .listed(devices)
        }
    }

    /// The devices to lint besides the document's own, in order.
    func devices(documentDevice: Device?) -> [Device] {
        switch self {
        case let .listed(devices): return devices
        case .allIPhones: return DeviceCatalogue.allIPhones
        case .all: return DeviceCatalogue.all
        case .spanning:
            let ids = documentDevice?.family == .iPad ? Self.spanningIPads : Self.spanningIPhones
            return ids.compactMap(DeviceCatalogue.device(id:))
        }
    }
}
