import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Купити',
  VerticalEmbed_Events_Button: 'Зареєструватися',
  VerticalEmbed_Bookings_Button: 'Забронювати',
  UploadFile_Viewer_Download: 'Завантажити {fileType}',
  VerticalEmbed_Units_Hour: '{number} год',
  VerticalEmbed_Units_Minute: '{number} хв',
  Accessibility_Left_Gallery: 'Ви вийшли з галереї',
  Viewer_Read_More: 'Читати далі',
  Viewer_See_Full_Post: 'Переглянути весь допис',
  Spoiler_Click_To_Reveal: 'Натисніть, щоб показати',
  Spoiler_Reveal_Image: 'Показати зображення',
  Spoiler_Reveal_Gallery: 'Показати галерею',
  Spoiler_Reveal_Video: 'Показати відео',
  Image_Expand: 'Збільшити зображення',
  Viewer_Close: 'Закрити',
  Collapsible_Expand: 'Розгорнути',
  Collapsible_Shrink: 'Згорнути',
  Media_Play: 'Відтворити',
  Media_Pause: 'Пауза',
  Audio_Seek: 'Перемотування',
  Audio_Volume: 'Гучність',
  Audio_Mute: 'Вимкнути звук',
  Audio_Unmute: 'Увімкнути звук',
  Audio_Playback_Speed: 'Швидкість відтворення',
  Audio_Speed_Normal: 'Звичайна',
  Audio_More_Actions: 'Інші дії',
  Audio_Download: 'Завантажити',
};

export default messages;
