// GestureTableUIKit: the UIKit view and the SwiftUI wrapper arrive with the core's front-end
// contract (PointerSample, FrameClock, TableFrame).
