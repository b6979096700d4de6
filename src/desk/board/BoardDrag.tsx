'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Dragging on a board, once the scripts have run: a card dropped on another column posts its own
 * move form with that column's value of `field` (`data-<field>` on the column, the form's select
 * of that name), the very post its Move button makes without scripts. A column whose
 * `data-needs` names another select of the form waits for it to be chosen.
 */
export function BoardDrag({
  children,
  field = 'status',
}: {
  children: ReactNode
  field?: 'status' | 'stage'
}) {
  const board = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = board.current
    if (!root) return
    const cards = root.querySelectorAll<HTMLElement>('[data-card]')
    for (const card of cards) card.draggable = true
    let dragged: HTMLElement | null = null
    const columnOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(`[data-${field}]`) : null

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
      const select = form?.querySelector<HTMLSelectElement>(`select[name="${field}"]`)
      const value = column.getAttribute(`data-${field}`)
      if (!form || !select || !value || select.value === value) return
      select.value = value
      // A column that needs more than the move (a rejection's reason) names the select that asks
      // it: empty, the card waits for it, and its Move button sends both.
      const needed = column.dataset.needs
        ? form.querySelector<HTMLSelectElement>(`select[name="${column.dataset.needs}"]`)
        : null
      if (needed && !needed.value) {
        needed.focus()
        return
      }
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
  }, [field])

  return (
    <div ref={board} className="board__drag">
      {children}
    </div>
  )
}
