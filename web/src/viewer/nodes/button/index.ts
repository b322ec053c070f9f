export { Button } from './Button.tsx';
export { ButtonActionContext, type ButtonActionHandler } from './button-action.ts';
export { buttonLook } from './button-style.ts';
