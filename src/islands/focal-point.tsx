/**
 * The media library's focal point picker (ADR 086): the picture with a cross at the focal point.
 * Rendered on the server, it shows the saved point; hydrated, a click on the picture moves the
 * cross there and writes the percentages into the form's two number fields (`xInput`, `yInput`),
 * which stay the way for keyboards and for pages without script; typing in them moves the cross.
 * The cross is SVG attributes, not inline styles (the content security policy allows none).
 */
import { useEffect, useState, type MouseEvent } from 'react'

export interface FocalPointProps {
  src: string
  width: number
  height: number
  x: number
  y: number
  /** The number fields' ids. */
  xInput: string
  yInput: string
}

const clampPercent = (v: number) => Math.min(100, Math.max(0, Math.round(v)))

export default function FocalPoint({ src, width, height, x, y, xInput, yInput }: FocalPointProps) {
  const [point, setPoint] = useState({ x, y })

  useEffect(() => {
    const inputs = [document.getElementById(xInput), document.getElementById(yInput)] as Array<HTMLInputElement | null>
    const follow = () => {
      const [nx, ny] = inputs.map((i) => Number(i?.value))
      if (Number.isFinite(nx) && Number.isFinite(ny)) setPoint({ x: clampPercent(nx!), y: clampPercent(ny!) })
    }
    for (const input of inputs) input?.addEventListener('input', follow)
    return () => {
      for (const input of inputs) input?.removeEventListener('input', follow)
    }
  }, [xInput, yInput])

  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const next = { x: clampPercent(((event.clientX - box.left) / box.width) * 100), y: clampPercent(((event.clientY - box.top) / box.height) * 100) }
    setPoint(next)
    const [fieldX, fieldY] = [document.getElementById(xInput), document.getElementById(yInput)] as Array<HTMLInputElement | null>
    if (fieldX) fieldX.value = String(next.x)
    if (fieldY) fieldY.value = String(next.y)
  }

  return (
    <div className="focal-picker">
      <img className="focal-picker__image" src={src} width={width} height={height} alt="" onClick={pick} />
      <svg className="focal-picker__mark" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false" data-focal-x={point.x} data-focal-y={point.y}>
        {['focal-picker__shade', 'focal-picker__line'].map((className) => (
          <g key={className} className={className}>
            <line x1={point.x} x2={point.x} y1="0" y2="100" />
            <line x1="0" x2="100" y1={point.y} y2={point.y} />
          </g>
        ))}
      </svg>
    </div>
  )
}
