export { ContainerBox, type ContainerBoxProps } from './ContainerBox.tsx';
export {
  CONTAINER_ALIGNMENTS,
  CONTAINER_SIZES,
  type ContainerAlignment,
  type ContainerLayout,
  type ContainerSize,
  readContainerData,
} from './container-data.ts';
