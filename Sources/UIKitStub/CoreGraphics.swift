// The few CoreGraphics and Foundation types GestureTableUIKit uses, for Linux, where there is no
// UIKit. Each declaration copies the signature of Apple's documentation, named beside it
// (developer.apple.com/documentation/…); only what the module uses is declared. The stub checks
// the module against these signatures; it cannot check that the signatures are right.

// Linux only: on Apple platforms UIKit itself is there, and this module stays empty.
#if os(Linux)

// Foundation: `typealias TimeInterval = Double` (documentation/Foundation/TimeInterval).
public typealias TimeInterval = Double

// CoreGraphics: `struct CGFloat` (documentation/CoreGraphics/CGFloat). On Apple platforms a
// struct over Double that converts implicitly to and from Double (SE-0307); an alias here
// accepts the same code.
public typealias CGFloat = Double

// CoreGraphics: `struct CGPoint` (documentation/CoreGraphics/CGPoint).
public struct CGPoint: Hashable, Sendable {
    // documentation/CoreGraphics/CGPoint/x: `var x: CGFloat`
    public var x: CGFloat
    // documentation/CoreGraphics/CGPoint/y: `var y: CGFloat`
    public var y: CGFloat
    // documentation/CoreGraphics/CGPoint/init(x:y:)-…: `init(x: CGFloat, y: CGFloat)`
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    // documentation/CoreGraphics/CGPoint/zero: `static var zero: CGPoint { get }`
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

// CoreGraphics: `struct CGSize` (documentation/CoreGraphics/CGSize).
public struct CGSize: Hashable, Sendable {
    // documentation/CoreGraphics/CGSize/width: `var width: CGFloat`
    public var width: CGFloat
    // documentation/CoreGraphics/CGSize/height: `var height: CGFloat`
    public var height: CGFloat
    // documentation/CoreGraphics/CGSize/init(width:height:)-…: `init(width: CGFloat, height: CGFloat)`
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

// CoreGraphics: `struct CGRect` (documentation/CoreGraphics/CGRect).
public struct CGRect: Hashable, Sendable {
    // documentation/CoreGraphics/CGRect/origin: `var origin: CGPoint`
    public var origin: CGPoint
    // documentation/CoreGraphics/CGRect/size: `var size: CGSize`
    public var size: CGSize
    // documentation/CoreGraphics/CGRect/init(origin:size:): `init(origin: CGPoint, size: CGSize)`
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    // documentation/CoreGraphics/CGRect/init(x:y:width:height:)-…:
    // `init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)`
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    // documentation/CoreGraphics/CGRect/zero: `static var zero: CGRect { get }`
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
    // documentation/CoreGraphics/CGRect/width: `var width: CGFloat { get }`
    public var width: CGFloat { size.width }
    // documentation/CoreGraphics/CGRect/height: `var height: CGFloat { get }`
    public var height: CGFloat { size.height }
}

// CoreGraphics: `struct CGAffineTransform` (documentation/CoreGraphics/CGAffineTransform).
public struct CGAffineTransform: Hashable, Sendable {
    // documentation/CoreGraphics/CGAffineTransform/a, b, c, d, tx, ty: `var a: CGFloat` …
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    // documentation/CoreGraphics/CGAffineTransform/init(a:b:c:d:tx:ty:):
    // `init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)`
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    // documentation/CoreGraphics/CGAffineTransform/init(scaleX:y:): `init(scaleX sx: CGFloat, y sy: CGFloat)`
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    // documentation/CoreGraphics/CGAffineTransform/identity: `static var identity: CGAffineTransform { get }`
    public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
}

// ObjectiveC: `class NSObject` (documentation/ObjectiveC/NSObject-swift.class). Root of the
// UIKit classes below and of the module's recognizer delegate, as on Apple platforms.
open class NSObject {
    // documentation/ObjectiveC/NSObject-swift.class/init(): `init()`
    public init() {}
}

// Foundation: `class NSCoder` (documentation/Foundation/NSCoder): only named, by
// `UIView.init?(coder:)`.
open class NSCoder: NSObject {}

#endif
