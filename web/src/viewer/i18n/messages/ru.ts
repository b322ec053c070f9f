import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Купить',
  VerticalEmbed_Events_Button: 'Зарегистрироваться',
  VerticalEmbed_Bookings_Button: 'Забронировать',
  UploadFile_Viewer_Download: 'Скачать {fileType}',
  VerticalEmbed_Units_Hour: '{number} ч',
  VerticalEmbed_Units_Minute: '{number} мин',
  Accessibility_Left_Gallery: 'Вы вышли из галереи',
  Viewer_Read_More: 'Читать далее',
  Viewer_See_Full_Post: 'Открыть весь пост',
  Spoiler_Click_To_Reveal: 'Нажмите, чтобы показать',
  Spoiler_Reveal_Image: 'Показать изображение',
  Spoiler_Reveal_Gallery: 'Показать галерею',
  Spoiler_Reveal_Video: 'Показать видео',
  Image_Expand: 'Увеличить изображение',
  Viewer_Close: 'Закрыть',
  Fullscreen_Viewer: 'Полноэкранный просмотр',
  Fullscreen_Previous: 'Назад',
  Fullscreen_Next: 'Далее',
  Collapsible_Expand: 'Развернуть',
  Collapsible_Shrink: 'Свернуть',
};

export default messages;
