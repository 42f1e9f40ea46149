import Dynamics
import Raster

extension FileScene {
    /// Colours of items without one of their own, by shape.
    static func defaultColor(of shape: SceneItem.Shape) -> TermColor {
        switch shape {
        case .box: return .blue
        case .ellipse: return .green
        case .triangle: return .red
        case .pig: return .brightMagenta
        }
    }

    /// The attachments as drawn: the document's kind, the simulation's points.
    var attachmentDrawings: [AttachmentDrawing] {
        zip(document.attachments, links).map { spec, link in
            let kind: AttachmentDrawing.Kind
            switch spec.kind {
            case .spring: kind = .spring
            case .rope: kind = .rope
            case .rod: kind = .rod
            case .pin: kind = .pin
            }
            return AttachmentDrawing(kind: kind, from: link.attachmentPointOnItem, to: link.anchorPoint)
        }
    }

    public func draw(into grid: inout CellGrid, with renderer: SceneRenderer) {
        let walls = document.walls.flatMap { wall in zip(wall.points, wall.points.dropFirst()).map { ($0, $1) } }
        renderer.drawLines(walls, style: Style(bold: true), into: &grid)
        renderer.drawAttachments(attachmentDrawings, into: &grid)
        for (item, body) in zip(document.items, bodies) {
            let color = item.color ?? Self.defaultColor(of: item.shape)
            if item.shape == .pig {
                var sprite = pigSprite
                sprite.color = color
                renderer.draw(sprite, at: body.center, into: &grid)
            } else {
                renderer.fill(ItemShape(item: body), color: color, into: &grid)
            }
        }
        renderer.draw(pigSprite, items: pigs, into: &grid)
    }
}
