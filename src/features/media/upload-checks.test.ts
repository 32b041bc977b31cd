import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkImageUpload, imageSize, svgHasScript } from './upload-checks.js'

const MAX = 1024 * 1024
const text = (s: string) => new TextEncoder().encode(s)

/** A real image of the given format and size, made by sharp: the tests' fixtures. */
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 30, height = 20, lossless = false) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    [format](format === 'webp' ? { lossless } : {})
    .toBuffer()
    .then((b) => new Uint8Array(b))

describe('image uploads are judged by their bytes', () => {
  it('reads type and size from real PNG, JPEG, GIF and WebP (lossy and lossless) files', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) expect(checkImageUpload(await image(format, 30, 20), { maxBytes: MAX })).toEqual({ type: format, width: 30, height: 20 })
    expect(checkImageUpload(await image('webp', 17, 9, true), { maxBytes: MAX })).toEqual({ type: 'webp', width: 17, height: 9 })
  })

  it('refuses empty, oversized and non-image files whatever their name', async () => {
    expect(checkImageUpload(new Uint8Array(), { maxBytes: MAX })).toEqual({ problem: 'imageEmpty' })
    const png = await image('png')
    expect(checkImageUpload(png, { maxBytes: png.length - 1 })).toEqual({ problem: 'imageTooBig' })
    expect(checkImageUpload(new Uint8Array([0x4d, 0x5a, 0x90, 0]), { maxBytes: MAX })).toEqual({ problem: 'imageNotImage' })
    expect(checkImageUpload(text('<html><body>hi</body></html>'), { maxBytes: MAX })).toEqual({ problem: 'imageNotImage' })
    expect(checkImageUpload(text('%PDF-1.7'), { maxBytes: MAX })).toEqual({ problem: 'imageNotImage' })
  })

  it('refuses a huge pixel count from the header, before anything decodes it (a PNG and a JPEG that claim 60,000 × 60,000)', async () => {
    const png = await image('png', 1, 1)
    const view = new DataView(png.buffer, png.byteOffset)
    view.setUint32(16, 60_000)
    view.setUint32(20, 60_000)
    expect(imageSize('png', png)).toEqual({ width: 60_000, height: 60_000 })
    expect(checkImageUpload(png, { maxBytes: MAX })).toEqual({ problem: 'imageTooManyPixels' })
    const jpeg = await image('jpeg', 1, 1)
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0)
    new DataView(jpeg.buffer, jpeg.byteOffset).setUint16(sof + 5, 60_000)
    new DataView(jpeg.buffer, jpeg.byteOffset).setUint16(sof + 7, 60_000)
    expect(checkImageUpload(jpeg, { maxBytes: MAX })).toEqual({ problem: 'imageTooManyPixels' })
    expect(checkImageUpload(await image('png', 200, 100), { maxBytes: MAX, maxPixels: 19_999 })).toEqual({ problem: 'imageTooManyPixels' })
  })

  it('refuses a cut header', () => {
    expect(checkImageUpload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), { maxBytes: MAX })).toEqual({ problem: 'imageUnreadable' })
  })

  it('takes a plain SVG and refuses one with script in any form', () => {
    const plain = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#3a7"/><a href="/qf/cs/uvod"><text>Home</text></a></svg>'
    expect(checkImageUpload(text(plain), { maxBytes: MAX })).toEqual({ type: 'svg', width: null, height: null })
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK = "alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="java&#x09;script:alert(1)">x</a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="x"/></body></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ]
    for (const svg of hostile) {
      expect(svgHasScript(svg), svg).toBe(true)
      expect(checkImageUpload(text(svg), { maxBytes: MAX }), svg).toEqual({ problem: 'imageSvgScript' })
    }
  })
})
