import { describe, expect, it } from 'vitest'
import { renderedOnce } from './rendered-once.js'

describe('renderedOnce', () => {
  it('renders once per owner and key, and again for a new owner (menus replaced after a change)', () => {
    let renders = 0
    const view = (text: string) => () => {
      renders++
      return <li>{text}</li>
    }
    const menus = [{ title: 'O univerzitě' }]
    expect(renderedOnce(menus, 'cs', view('a'))).toBe('<li>a</li>')
    expect(renderedOnce(menus, 'cs', view('changed'))).toBe('<li>a</li>')
    expect(renders).toBe(1)
    expect(renderedOnce(menus, 'en', view('b'))).toBe('<li>b</li>')
    expect(renderedOnce([...menus], 'cs', view('c <&>'))).toBe('<li>c &lt;&amp;&gt;</li>')
    expect(renders).toBe(3)
  })
})
