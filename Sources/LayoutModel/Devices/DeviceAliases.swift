/// Friendly names for devices, for people typing `--device`: the marketing name in lower case
/// with hyphens. Each maps to the Interface Builder id Xcode uses for that screen. `iphone-se` is
/// the 320-pt-wide first SE, the narrowest layout a lint usually wants; the later SEs are
/// `iphone-se-2` and `iphone-se-3` (375 pt, `retina4_7`).
enum DeviceAliases {
    static let all: [(alias: String, id: String)] = [
        ("iphone-4s", "retina3_5"),
        ("iphone-se", "retina4_0"), ("iphone-se-1", "retina4_0"), ("iphone-5s", "retina4_0"),
        ("iphone-8", "retina4_7"), ("iphone-se-2", "retina4_7"), ("iphone-se-3", "retina4_7"),
        ("iphone-8-plus", "retina5_5"),
        ("iphone-x", "retina5_9"), ("iphone-xs", "retina5_9"), ("iphone-11-pro", "retina5_9"),
        ("iphone-12-mini", "retina5_9"), ("iphone-13-mini", "retina5_9"),
        ("iphone-xr", "retina6_1"), ("iphone-11", "retina6_1"),
        ("iphone-xs-max", "retina6_5"), ("iphone-11-pro-max", "retina6_5"),
        ("iphone-12", "retina6_0"), ("iphone-12-pro", "retina6_0"), ("iphone-13", "retina6_0"),
        ("iphone-13-pro", "retina6_0"), ("iphone-14", "retina6_0"),
        ("iphone-12-pro-max", "retina6_7"), ("iphone-13-pro-max", "retina6_7"), ("iphone-14-plus", "retina6_7"),
        ("iphone-14-pro", "retina6_12"), ("iphone-15", "retina6_12"), ("iphone-15-pro", "retina6_12"),
        ("iphone-16", "retina6_12"),
        ("iphone-14-pro-max", "retina6_72"), ("iphone-15-plus", "retina6_72"), ("iphone-15-pro-max", "retina6_72"),
        ("iphone-16-plus", "retina6_72"),
        ("iphone-16-pro", "retina6_3"),
        ("iphone-16-pro-max", "retina6_9"),
        ("ipad", "ipad9_7"), ("ipad-mini", "ipad9_7"), ("ipad-10.2", "ipad10_2"), ("ipad-pro-10.5", "ipad10_5"),
        ("ipad-air", "ipad10_9rounded"), ("ipad-pro-11", "ipad11_0rounded"),
        ("ipad-pro-12.9", "ipad12_9rounded"),
        ("apple-tv", "appleTV"),
        ("any-any", "canvas600x600"),
    ]
}
