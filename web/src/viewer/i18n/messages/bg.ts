import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Купи сега',
  VerticalEmbed_Events_Button: 'Регистрирай се',
  VerticalEmbed_Bookings_Button: 'Резервирай сега',
  UploadFile_Viewer_Download: 'Изтегли {fileType}',
  VerticalEmbed_Units_Hour: '{number} ч',
  VerticalEmbed_Units_Minute: '{number} мин',
  Accessibility_Left_Gallery: 'Излязохте от галерията',
  Viewer_Read_More: 'Прочети още',
  Viewer_See_Full_Post: 'Виж цялата публикация',
  Spoiler_Click_To_Reveal: 'Кликнете, за да покажете',
  Spoiler_Reveal_Image: 'Покажи изображението',
  Spoiler_Reveal_Gallery: 'Покажи галерията',
  Spoiler_Reveal_Video: 'Покажи видеото',
  Image_Expand: 'Увеличи изображението',
  Viewer_Close: 'Затвори',
  Fullscreen_Viewer: 'Преглед на цял екран',
  Fullscreen_Previous: 'Предишно',
  Fullscreen_Next: 'Следващо',
  Collapsible_Expand: 'Разгъни',
  Collapsible_Shrink: 'Свий',
};

export default messages;
