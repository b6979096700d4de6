'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Dragging on the board, once the scripts have run: a card dropped on another column posts its
 * own move form with that column's status, the very post its Move button makes without scripts.
 */
export function BoardDrag({ children }: { children: ReactNode }) {
  const board = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = board.current
    if (!root) return
    const cards = root.querySelectorAll<HTMLElement>('[data-card]')
    for (const card of cards) card.draggable = true
    let dragged: HTMLElement | null = null
    const columnOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-status]') : null

    const onDragStart = (event: DragEvent) => {
      dragged = event.target instanceof Element ? event.target.closest('[data-card]') : null
      if (!dragged || !event.dataTransfer) return
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', dragged.dataset.card ?? '')
      dragged.classList.add('board__card--dragged')
    }
    const onDragOver = (event: DragEvent) => {
      const column = columnOf(event.target)
      if (!dragged || !column) return
      event.preventDefault()
      for (const each of root.querySelectorAll('.board__column--target')) {
        if (each !== column) each.classList.remove('board__column--target')
      }
      column.classList.add('board__column--target')
    }
    const onDragEnd = () => {
      dragged?.classList.remove('board__card--dragged')
      for (const each of root.querySelectorAll('.board__column--target')) {
        each.classList.remove('board__column--target')
      }
      dragged = null
    }
    const onDrop = (event: DragEvent) => {
      const column = columnOf(event.target)
      const card = dragged
      onDragEnd()
      if (!card || !column) return
      event.preventDefault()
      const form = card.querySelector<HTMLFormElement>('form.board__move')
      const select = form?.querySelector<HTMLSelectElement>('select[name="status"]')
      const status = column.dataset.status
      if (!form || !select || !status || select.value === status) return
      select.value = status
      form.requestSubmit()
    }
    root.addEventListener('dragstart', onDragStart)
    root.addEventListener('dragover', onDragOver)
    root.addEventListener('dragend', onDragEnd)
    root.addEventListener('drop', onDrop)
    return () => {
      root.removeEventListener('dragstart', onDragStart)
      root.removeEventListener('dragover', onDragOver)
      root.removeEventListener('dragend', onDragEnd)
      root.removeEventListener('drop', onDrop)
    }
  }, [])

  return (
    <div ref={board} className="board__drag">
      {children}
    </div>
  )
}
