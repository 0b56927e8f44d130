import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** The parsed message, or undefined when the text is not valid ICU (unbalanced braces, bad plural...). */
export function parseIcuMessage(message: string): MessageFormatElement[] | undefined {
  try {
    return parse(message);
  } catch {
    return undefined;
  }
}

/**
 * The values a message needs: argument names, and rich-text tags as `<name>`, since a tag is a value
 * the caller must pass too. `#` inside a plural is not a value of its own.
 */
export function messageArguments(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly MessageFormatElement[]): void => {
    for (const node of nodes) {
      switch (node.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          names.add(node.value);
          break;
        case TYPE.select:
        case TYPE.plural:
          names.add(node.value);
          for (const option of Object.values(node.options)) visit(option.value);
          break;
        case TYPE.tag:
          names.add(`<${node.value}>`);
          visit(node.children);
          break;
        default:
          break;
      }
    }
  };
  visit(elements);
  return names;
}
