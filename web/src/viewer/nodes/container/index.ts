export { ContainerBox, type ContainerBoxProps, containerBox } from './ContainerBox.tsx';
export {
  CONTAINER_ALIGNMENTS,
  CONTAINER_SIZES,
  type ContainerAlignment,
  type ContainerLayout,
  type ContainerSize,
  readContainerData,
} from './container-data.ts';
